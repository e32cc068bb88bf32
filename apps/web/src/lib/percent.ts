/** A probability as a percentage with one decimal, never rounding a near-certainty to 100%. */
export function percent(odds: number): string {
  if (odds >= 1) return '100%'
  if (odds <= 0) return '0%'
  // The nudge rounds halves up despite binary fractions (26/32 shows 81.3%, not 81.2%).
  const tenths = Math.round(odds * 1000 + 1e-9)
  if (tenths >= 1000) return '>99.9%'
  if (tenths <= 0) return '<0.1%'
  return `${(tenths / 10).toFixed(1)}%`
}
