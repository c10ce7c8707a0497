/**
 * String#succ (string.c's str_succ), which string ranges (`'a'..'e'`,
 * `'aa'..'ad'`, `'1'..'10'`) step by: the rightmost alphanumeric is
 * incremented, a digit past 9 or a letter past z/Z wraps and carries into
 * the alphanumeric on its left (across other characters, but not from a
 * digit into a letter or back across them: `'a-9'` → `'a-10'`, `'1.9'` →
 * `'2.0'`), and a carry out of the leftmost one inserts a new character
 * (`'zz'` → `'aaa'`, `'Zz'` → `'AAa'`). Without alphanumerics the rightmost
 * character is incremented with carry (`'***'` → `'**+'`).
 */

/** What incrementing one character gave: the next one, or a wrap with the carry to insert. */
type Step = { found: string } | { wrapped: string; carry: string } | null;

/** The next alphanumeric of the same kind (enc_succ_alnum_char); null for other characters. */
function succAlnum(c: string): Step {
  if (c >= '0' && c <= '9') return c === '9' ? { wrapped: '0', carry: '1' } : { found: String.fromCharCode(c.charCodeAt(0) + 1) };
  if (c >= 'a' && c <= 'z') return c === 'z' ? { wrapped: 'a', carry: 'a' } : { found: String.fromCharCode(c.charCodeAt(0) + 1) };
  if (c >= 'A' && c <= 'Z') return c === 'Z' ? { wrapped: 'A', carry: 'A' } : { found: String.fromCharCode(c.charCodeAt(0) + 1) };
  // Non-ASCII letters and digits step to the next code point (`'ÿ'.succ` is `'Ā'`).
  if (c > '\x7f' && /^[\p{L}\p{Nd}]$/u.test(c)) return { found: String.fromCodePoint(c.codePointAt(0)! + 1) };
  return null;
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isAlpha = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c > '\x7f' && /^\p{L}$/u.test(c));

/** `s.succ` over a string's characters (code points, or bytes for text that is not UTF-8). */
export function succChars(chars: string[]): string[] {
  const out = chars.slice();
  let carryAt = -1;
  let carry = '';
  let lastAlnum = '';
  let prevNotAlnum = false;
  for (let i = out.length - 1; i >= 0; i--) {
    const c = out[i];
    if (prevNotAlnum && lastAlnum && (isAlpha(lastAlnum) ? isDigit(c) : isDigit(lastAlnum) ? isAlpha(c) : false)) break;
    const step = succAlnum(c);
    if (step === null) {
      prevNotAlnum = true;
      continue;
    }
    prevNotAlnum = false;
    if ('found' in step) {
      out[i] = step.found;
      return out;
    }
    out[i] = step.wrapped;
    lastAlnum = c;
    carry = step.carry;
    carryAt = i;
  }
  if (carryAt >= 0) {
    out.splice(carryAt, 0, carry);
    return out;
  }
  // No alphanumeric: the rightmost character steps, wrapping past the largest with a carry of \x01.
  for (let i = out.length - 1; i >= 0; i--) {
    const code = out[i].codePointAt(0)!;
    const max = out[i].length > 1 || code > 0xff ? 0x10ffff : 0xff;
    if (code < max) {
      out[i] = String.fromCodePoint(code + 1);
      return out;
    }
    out[i] = '\x00';
    carryAt = i;
  }
  if (carryAt >= 0) out.splice(carryAt, 0, '\x01');
  return out;
}

/** String#succ on a string's bytes: UTF-8 text by characters, other bytes one by one. */
export function succ(s: Buffer): Buffer {
  const text = s.toString('utf8');
  if (Buffer.from(text, 'utf8').equals(s)) return Buffer.from(succChars([...text]).join(''), 'utf8');
  return Buffer.from(succChars([...s.toString('latin1')]).join(''), 'latin1');
}
