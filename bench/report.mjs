// One line per figure: the figure, its same-run reference, the ratio and its target
// (npm run bench and npm run bench:scale).

function fmt(n) {
  if (n >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toPrecision(3);
}

// `target` is a ratio value/referenceValue: a minimum when higherIsBetter
// (throughput), a maximum otherwise (time, memory).
export function report({ name, value, unit, reference, referenceValue, referenceUnit = unit, target, higherIsBetter = true }) {
  let line = `${name}: ${fmt(value)} ${unit}`;
  if (reference !== undefined) {
    const ratio = value / referenceValue;
    line += `  | ${reference}: ${fmt(referenceValue)} ${referenceUnit}  | ratio ${ratio.toFixed(2)}x`;
    if (target !== undefined) {
      const ok = higherIsBetter ? ratio >= target : ratio <= target;
      line += ` (target ${higherIsBetter ? '>=' : '<='} ${target}x) ${ok ? 'ok' : 'MISSED'}`;
    }
  }
  console.log(line);
}
