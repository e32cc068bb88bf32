import { describe, expect, it } from 'vitest'
import { payProbability } from './dice-odds.ts'

const pool = (...dice: [string, number][]) => dice.map(([name, count]) => ({ name, count }))

describe('payProbability: values worked out by hand', () => {
  it('5 natural dice show at least one natural power: 1 - (5/6)^5', () => {
    expect(payProbability(['1 [[natural:power]]'], pool(['natural', 5]))).toBeCloseTo(
      1 - (5 / 6) ** 5,
      12,
    )
  })

  it('2 charm class symbols from 3 charm dice: at least 2 of 3 at one half each, 1/2', () => {
    expect(payProbability(['2 [[charm:class]]'], pool(['charm', 3]))).toBeCloseTo(0.5, 12)
  })

  it('a power plus a basic from 2 natural dice: one power among two, 1 - (5/6)^2', () => {
    const cost = ['[[main]]', '1 [[natural:power]]', '1 [[basic]]']
    expect(payProbability(cost, pool(['natural', 2]))).toBeCloseTo(11 / 36, 12)
    // The basic symbol takes the other magic's die whatever it shows.
    expect(payProbability(cost, pool(['natural', 1], ['charm', 1]))).toBeCloseTo(1 / 6, 12)
  })

  it('a power and a class of one magic need a joint assignment, not independent odds', () => {
    // Both dice class-or-power (1/4) minus both class only (1/9) = 5/36; 1/6 * 1/2 would be wrong.
    const cost = ['1 [[charm:power]]', '1 [[charm:class]]']
    expect(payProbability(cost, pool(['charm', 2]))).toBeCloseTo(5 / 36, 12)
  })

  it('a parallel cost pays when either way fits the same roll: P(A or B), not max', () => {
    const cost = [['1 [[charm:class]]', '1 [[time:class]]']]
    expect(payProbability(cost, pool(['charm', 1], ['time', 1]))).toBeCloseTo(3 / 4, 12)
    expect(payProbability('1 [[charm:class]] or 1 [[time:class]]', pool(['charm', 1]))).toBe(0.5)
  })

  it('ignores actions, discards and X; a cost with no dice always pays', () => {
    expect(payProbability(['[[main]]'], pool(['natural', 10]))).toBe(1)
    expect(payProbability(['[[side]]', '1 [[discard]]', 'X [[basic]]'], [])).toBe(1)
    expect(payProbability([['[[main]]', '[[side]]']], [])).toBe(1)
  })

  it('is 0 when the pool lacks the magic or has too few dice', () => {
    expect(payProbability(['1 [[illusion:class]]'], pool(['natural', 10]))).toBe(0)
    expect(payProbability(['3 [[basic]]'], pool(['natural', 2]))).toBe(0)
    expect(payProbability(['3 [[basic]]'], pool(['natural', 2], ['charm', 1]))).toBeCloseTo(1, 12)
  })
})

// Independent check: every one of the 6^n rolls, paid by trying each die for each symbol.
const FACE = ['power', 'class', 'class', 'basic', 'basic', 'basic'] as const
type Sym = { magic: string; level: 'power' | 'class' | 'basic' }

function payable(symbols: Sym[], dice: { magic: string; face: string }[]): boolean {
  const [first, ...rest] = symbols
  if (first === undefined) return true
  return dice.some((die, i) => {
    const ok =
      first.level === 'basic' ||
      (die.magic === first.magic &&
        (first.level === 'class' ? die.face !== 'basic' : die.face === 'power'))
    return ok && payable(rest, [...dice.slice(0, i), ...dice.slice(i + 1)])
  })
}

function bruteForce(ways: Sym[][], magics: string[]): number {
  let paid = 0
  const rolls = 6 ** magics.length
  for (let roll = 0; roll < rolls; roll++) {
    let rest = roll
    const dice = magics.map((magic) => {
      const face = FACE[rest % 6] as string
      rest = Math.floor(rest / 6)
      return { magic, face }
    })
    if (ways.some((way) => payable(way, dice))) paid++
  }
  return paid / rolls
}

const token = (s: Sym) => (s.level === 'basic' ? '1 [[basic]]' : `1 [[${s.magic}:${s.level}]]`)

describe('payProbability against every roll of small pools', () => {
  const cases: { magics: string[]; steps: Sym[][] }[] = [
    {
      magics: ['charm', 'charm', 'charm', 'time'],
      steps: [
        [{ magic: 'charm', level: 'power' }],
        [{ magic: 'charm', level: 'class' }],
        [{ magic: '', level: 'basic' }],
      ],
    },
    {
      magics: ['charm', 'time', 'time', 'natural', 'natural'],
      steps: [
        [
          { magic: 'charm', level: 'class' },
          { magic: 'time', level: 'class' },
        ],
        [
          { magic: 'time', level: 'power' },
          { magic: 'natural', level: 'power' },
        ],
        [{ magic: '', level: 'basic' }],
      ],
    },
    {
      magics: ['natural', 'natural', 'natural', 'illusion', 'illusion'],
      steps: [
        [{ magic: 'natural', level: 'class' }],
        [{ magic: 'natural', level: 'class' }],
        [
          { magic: 'illusion', level: 'power' },
          { magic: 'natural', level: 'power' },
        ],
      ],
    },
  ]
  for (const { magics, steps } of cases) {
    it(`${steps.map((s) => s.map(token).join(' or ')).join(' - ')} from ${magics.join(', ')}`, () => {
      // Each combination of alternatives is one way to pay.
      const ways = steps.reduce<Sym[][]>(
        (acc, step) => acc.flatMap((way) => step.map((s) => [...way, s])),
        [[]],
      )
      const cost = steps.map((step) =>
        step.length === 1 ? token(step[0] as Sym) : step.map(token),
      )
      const counts = new Map<string, number>()
      for (const magic of magics) counts.set(magic, (counts.get(magic) ?? 0) + 1)
      const dice = [...counts].map(([name, count]) => ({ name, count }))
      expect(payProbability(cost, dice)).toBeCloseTo(bruteForce(ways, magics), 12)
    })
  }
})
