import { type CostInput, parseCost } from './cost.ts'

/** A die roll's face, by how much of the cost it can pay: power ⊂ class ⊂ any of its magic. */
type Need = { power: number; class: number; any: number }

/** One way to pay a cost's dice: symbols per magic type, plus basic symbols any die pays. */
interface Demand {
  magic: Map<string, Need>
  basic: number
}

interface Symbol {
  magic: string
  level: keyof Need | 'basic'
  count: number
}

const TOKEN = /^\s*(\d+|x)?\s*\[\[([a-z]+)(?::(power|class))?\]\]\s*$/i
const ACTIONS = new Set(['main', 'side', 'exhaust', 'discard'])

/** The dice symbol of one cost token, or null when paying it takes no die (actions, X). */
function symbolOf(token: string): Symbol | null {
  const match = TOKEN.exec(token)
  const magic = match?.[2]?.toLowerCase()
  if (!match || magic === undefined || ACTIONS.has(magic)) return null
  // X may be paid as 0; a symbol written without a number is one symbol.
  if (match[1]?.toLowerCase() === 'x') return null
  const count = match[1] ? Number(match[1]) : 1
  if (count === 0) return null
  if (magic === 'basic') return { magic, level: 'basic', count }
  const face = match[3]?.toLowerCase()
  return { magic, level: face === 'power' ? 'power' : face === 'class' ? 'class' : 'any', count }
}

function withSymbol(demand: Demand, symbol: Symbol): Demand {
  if (symbol.level === 'basic') return { magic: demand.magic, basic: demand.basic + symbol.count }
  const magic = new Map(demand.magic)
  const need = { ...(magic.get(symbol.magic) ?? { power: 0, class: 0, any: 0 }) }
  need[symbol.level] += symbol.count
  magic.set(symbol.magic, need)
  return { magic, basic: demand.basic }
}

/** Every way to pay the cost: one demand per combination of its either/or alternatives. */
function demandsOf(cost: CostInput): Demand[] {
  let demands: Demand[] = [{ magic: new Map(), basic: 0 }]
  for (const step of parseCost(cost)) {
    const symbols = (typeof step === 'string' ? [step] : step).map(symbolOf)
    // A step with a way that takes no die (e.g. [[main]] or [[side]]) never needs dice.
    if (symbols.some((symbol) => symbol === null)) continue
    demands = demands.flatMap((demand) =>
      symbols.map((symbol) => withSymbol(demand, symbol as Symbol)),
    )
  }
  return demands
}

/** A magic type's dice after a roll: how many show power, class and basic. */
interface Faces {
  power: number
  class: number
  basic: number
  p: number
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1))

/** Outcomes of n dice of one magic, grouped by face counts (multinomial, faces 1:2:3 of 6). */
function facesOf(n: number): Faces[] {
  const outcomes: Faces[] = []
  for (let power = 0; power <= n; power++) {
    for (let cls = 0; cls <= n - power; cls++) {
      const basic = n - power - cls
      const ways = factorial(n) / (factorial(power) * factorial(cls) * factorial(basic))
      outcomes.push({
        power,
        class: cls,
        basic,
        p: ways * (1 / 6) ** power * (2 / 6) ** cls * 0.5 ** basic,
      })
    }
  }
  return outcomes
}

/**
 * Within one magic the faces nest (power pays power, class or any; class pays class or any), so
 * assigning the strictest symbols first is optimal: the demand fits when each prefix fits. Basic
 * symbols then take any die left, whatever its magic or face.
 */
function fits(demand: Demand, roll: ReadonlyMap<string, Faces>, dice: number): boolean {
  let used = 0
  for (const [magic, need] of demand.magic) {
    const faces = roll.get(magic)
    if (faces === undefined) return false
    if (need.power > faces.power) return false
    if (need.power + need.class > faces.power + faces.class) return false
    const taken = need.power + need.class + need.any
    if (taken > faces.power + faces.class + faces.basic) return false
    used += taken
  }
  return demand.basic <= dice - used
}

/**
 * The exact chance that one roll of the dice pays the cost's dice: the sum, over every roll of
 * the magic types the cost names (other dice only count as basic), of the chance of that roll when
 * at least one way to pay fits it. Actions, discards and X are ignored.
 */
export function payProbability(
  cost: CostInput,
  dice: readonly { name: string; count: number }[],
): number {
  const demands = demandsOf(cost)
  const total = dice.reduce((sum, die) => sum + Math.max(0, die.count), 0)
  const named = [...new Set(demands.flatMap((demand) => [...demand.magic.keys()]))]
  const counts = named.map((magic) =>
    dice.reduce((sum, die) => sum + (die.name === magic ? Math.max(0, die.count) : 0), 0),
  )
  const roll = new Map<string, Faces>()
  const walk = (index: number, p: number): number => {
    if (index === named.length) {
      return demands.some((demand) => fits(demand, roll, total)) ? p : 0
    }
    let sum = 0
    for (const faces of facesOf(counts[index] ?? 0)) {
      roll.set(named[index] as string, faces)
      sum += walk(index + 1, p * faces.p)
    }
    return sum
  }
  return Math.min(1, walk(0, 1))
}
