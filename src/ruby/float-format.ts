/**
 * `%f`, `%e` and `%g` as JRuby's Sprintf formats a Float: from the shortest
 * decimal digits of the double (Java's NumberFormat there, JS's own shortest
 * form here), rounded half-to-even on those digits (Sprintf.round) and padded
 * with zeros to any precision. So `"%.101f" % 1.5` is "1.5" and 100 zeros,
 * and `"%.1f" % 0.35` is "0.4" (MRI, from the exact binary value, says "0.3").
 */

/** Java's FloatingDecimal: how many low digits of an integral double below 2^63 it drops, by its binary exponent. */
const INSIGNIFICANT_DIGITS = [
  0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 12, 12, 13, 13, 13,
  14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19,
];

/**
 * The digits of an integral double in [2^53, 2^63) as Java's Double.toString
 * makes them (FloatingDecimal's "easy" long case): the exact value rounded
 * half-up at a power of ten chosen from its binary exponent, not always the
 * shortest form: 9223372036854774784.0 is 92233720368547748 × 10^2 (JS: 9223372036854775 × 10^3).
 */
function longDigits(x: number): string {
  const n = BigInt(x);
  const binExp = n.toString(2).length - 1;
  // FloatingDecimal.insignificantDigitsForPow2(binExp - EXP_SHIFT - 2)
  const p2 = binExp - 54;
  const drop = p2 > 1 ? INSIGNIFICANT_DIGITS[p2] : 0;
  const pow = 10n ** BigInt(drop);
  let q = n / pow;
  if (drop && (n % pow) * 2n >= pow) q++;
  return q.toString() + '0'.repeat(drop);
}

/** The double as digits × 10^exponent (Java's digits, as JRuby has them), the digits without trailing zeros ("0" for zero). */
function decimal(x: number): { digits: number[]; exponent: number } {
  if (x === 0) return { digits: [0], exponent: 0 };
  let digits: number[];
  let exponent: number;
  if (Number.isInteger(x) && x >= 2 ** 53 && x < 2 ** 63) {
    const text = longDigits(x);
    digits = [...text].map(Number);
    exponent = 0;
  } else {
    const [mantissa, exp] = x.toExponential().split('e');
    digits = [...mantissa.replace('.', '')].map(Number);
    exponent = Number(exp) - (digits.length - 1);
  }
  while (digits.length > 1 && digits[digits.length - 1] === 0) {
    digits.pop();
    exponent++;
  }
  return { digits, exponent };
}

/**
 * Sprintf.round: rounds the digits at roundPos (the last kept index) in
 * place; returns the new digit count (one more when a carry adds a leading 1).
 */
function round(d: number[], nDigits: number, roundPos: number, roundDown: boolean): number {
  const nextPos = roundPos + 1;
  if (nextPos >= nDigits) return nDigits;
  if (d[nextPos] < 5) return nDigits;
  if (roundPos < 0) {
    d.unshift(1);
    return nDigits + 1;
  }
  if (d[nextPos] === 5) {
    if (nextPos === nDigits - 1 && (roundDown || d[roundPos] % 2 === 0)) return nDigits;
    let i = nextPos;
    while (++i < nDigits) if (d[i] !== 0) break;
    if (i === nDigits - 1 && d[i] === 0 && d[roundPos] % 2 === 0) return nDigits;
  }
  d[roundPos] += 1;
  while (d[roundPos] > 9) {
    d[roundPos] = 0;
    roundPos--;
    if (roundPos >= 0) d[roundPos] += 1;
    else {
      d.unshift(1);
      return nDigits + 1;
    }
  }
  return nDigits;
}

const text = (d: number[], from: number, n: number): string => d.slice(from, from + n).join('');
const zeros = (n: number): string => (n > 0 ? '0'.repeat(n) : '');

/** Exponent as JRuby writes it: two digits, three past 99. */
function exp(e: number, c: string): string {
  return c + (e >= 0 ? '+' : '-') + String(Math.abs(e)).padStart(2, '0');
}

/** One float directive; width and precision are already bounded by the caller. */
export function formatFloat(x: number, conv: string, flags: string, width: number, precision: number | undefined): string {
  const minus = flags.includes('-');
  const zero = flags.includes('0');
  const sharp = flags.includes('#');
  const negative = x < 0 || Object.is(x, -0);
  const sign = negative ? '-' : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
  if (sign) width--;
  // JRuby pads with spaces before the sign, zeros after it, spaces after the number with '-'
  const pad = (len: number, body: string): string => {
    let w = width - len;
    let out = '';
    if (w > 0 && !zero && !minus) {
      out += ' '.repeat(w);
      w = 0;
    }
    out += sign;
    if (w > 0 && !minus) {
      out += '0'.repeat(w);
      w = 0;
    }
    return out + body + (w > 0 ? ' '.repeat(w) : '');
  };
  if (!Number.isFinite(x)) {
    const body = Number.isNaN(x) ? 'NaN' : 'Inf';
    let w = width - body.length;
    const lead = w > 0 && !minus ? ' '.repeat(w) : '';
    if (lead) w = 0;
    return lead + sign + body + (w > 0 ? ' '.repeat(w) : '');
  }
  const { digits: d, exponent: e0 } = decimal(Math.abs(x));
  let nDigits = d.length;
  let exponent = e0;
  let prec = precision ?? 6;
  const expChar = conv === 'E' || conv === 'G' ? 'E' : 'e';

  const expForm = (): string => {
    let decDigits = nDigits - 1;
    if (prec < decDigits) {
      nDigits = Math.max(nDigits, round(d, nDigits, prec, prec !== 0));
      decDigits = Math.min(nDigits - 1, prec);
    }
    exponent += nDigits - 1;
    return text(d, 0, 1) + '\u0000' + text(d, 1, decDigits) + '\u0000' + exp(exponent, expChar);
  };

  if (conv === 'e' || conv === 'E') {
    const [first, dec, e] = expForm().split('\u0000');
    const len = 1 + (exponent > 99 ? 5 : 4) + (prec > 0 ? 1 + prec : sharp ? 1 : 0);
    const body = first + (prec > 0 ? '.' + dec + zeros(prec - dec.length) : sharp ? '.' : '') + e;
    return pad(len, body);
  }

  if (conv === 'g' || conv === 'G') {
    if (exponent + nDigits - 1 < -4 || exponent + nDigits > (prec === 0 ? 1 : prec)) {
      prec = Math.max(0, prec - 1);
      const [first, dec0, e] = expForm().split('\u0000');
      let dec = dec0;
      if (prec > 0 && !sharp) dec = dec.replace(/0+$/, '');
      let len = 1 + (exponent > 99 ? 5 : 4) + (sharp ? 1 : 0);
      if (prec > 0) len += sharp ? prec : dec.length ? 1 + dec.length : 0;
      const dot = sharp || (prec > 0 && dec.length > 0);
      const body = first + (dot ? '.' : '') + (prec > 0 ? dec : '') + (sharp && prec > dec.length ? zeros(prec - dec.length) : '') + e;
      return pad(len, body);
    }
    let intDigits = Math.max(0, Math.min(nDigits + exponent, nDigits));
    const intZeroes = Math.max(0, exponent);
    let intLength = intDigits + intZeroes;
    let decDigits = nDigits - intDigits;
    let decZeroes = Math.max(0, -(decDigits + exponent));
    let decLength = decZeroes + decDigits;
    prec = Math.max(0, prec - intLength);
    if (prec < decDigits) {
      const n = round(d, nDigits, intDigits + prec - 1, prec !== 0);
      if (n > nDigits) {
        nDigits = n;
        intDigits = Math.max(0, Math.min(nDigits + exponent, nDigits));
        intLength = intDigits + intZeroes;
        decDigits = nDigits - intDigits;
        decZeroes = Math.max(0, -(decDigits + exponent));
        prec = Math.max(0, prec - 1);
      }
      decDigits = prec;
      decLength = decZeroes + decDigits;
    }
    let len = intLength;
    if (decLength > 0) len += decLength + 1;
    else if (sharp) len += 1 + prec;
    let body = intLength > 0 ? text(d, 0, intDigits) + zeros(intZeroes) : '0';
    if (decLength > 0 || sharp) body += '.';
    if (decLength > 0) {
      body += zeros(decZeroes) + text(d, intDigits, decDigits);
      prec -= decZeroes + decDigits;
      if (sharp && prec > 0) body += zeros(prec);
    }
    if (sharp && prec > 0) body += zeros(prec);
    return pad(len, body);
  }

  // 'f'
  let intDigits = Math.max(0, Math.min(nDigits + exponent, nDigits));
  const intZeroes = Math.max(0, exponent);
  let intLength = intDigits + intZeroes;
  let decDigits = nDigits - intDigits;
  let decZeroes = Math.max(0, -(decDigits + exponent));
  const decLength = decZeroes + decDigits;
  if (prec < decLength) {
    if (prec < decZeroes) {
      decDigits = 0;
      decZeroes = prec;
    } else {
      const n = round(d, nDigits, intDigits + prec - decZeroes - 1, false);
      if (n > nDigits) {
        nDigits = n;
        intDigits = Math.max(0, Math.min(nDigits + exponent, nDigits));
        intLength = intDigits + intZeroes;
        decDigits = nDigits - intDigits;
        decZeroes = Math.max(0, -(decDigits + exponent));
      }
      decDigits = prec - decZeroes;
    }
  }
  const len = prec > 0 ? Math.max(1, intLength) + 1 + prec : Math.max(1, intLength) + (sharp ? 1 : 0);
  let body = intLength > 0 ? text(d, 0, intDigits) + zeros(intZeroes) : '0';
  if (prec > 0 || sharp) body += '.';
  if (prec > 0) body += zeros(decZeroes) + text(d, intDigits, decDigits) + zeros(prec - decZeroes - decDigits);
  return pad(len, body);
}
