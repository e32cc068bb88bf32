import { describe, expect, it } from 'vitest'
import { groupDeckCards, UNKNOWN_RELEASE } from './card-groups.ts'

const master = { name: 'Master Set', stub: 'master-set' }
const lions = { name: 'The Law of Lions', stub: 'the-law-of-lions' }
const card = (name: string, type: string, release: typeof master | null, count = 3) => ({
  name,
  stub: name.toLowerCase().replace(/ /g, '-'),
  type,
  count,
  release,
})

const cards = [
  card('Summon Iron Rhino', 'Ready Spell', master),
  card('Hammer Knight', 'Ally', master),
  card('Anchornaut', 'Ally', master),
  card('Lion Cub', 'Ally', lions, 2),
  card('Redirect', 'Reaction Spell', lions, 1),
]
const releaseOrder = ['master-set', 'the-law-of-lions']

const titles = (groups: { title: string }[]) => groups.map((group) => group.title)
const names = (group: { cards: { name: string }[] } | undefined) =>
  group?.cards.map((entry) => entry.name)

describe('deck card groups', () => {
  it('by type: the game section order, names A to Z, counted; desc reverses the groups', () => {
    const asc = groupDeckCards(cards, { sort: 'type', order: 'asc' })
    expect(titles(asc)).toEqual(['Ready Spells', 'Allies', 'Reaction Spells'])
    expect(names(asc[1])).toEqual(['Anchornaut', 'Hammer Knight', 'Lion Cub'])
    expect(asc[1]?.count).toBe(8)
    const desc = groupDeckCards(cards, { sort: 'type', order: 'desc' })
    expect(titles(desc)).toEqual(['Reaction Spells', 'Allies', 'Ready Spells'])
    expect(names(desc[1])).toEqual(['Anchornaut', 'Hammer Knight', 'Lion Cub'])
  })

  it('by release: release order, names A to Z, counted; desc puts the newest first', () => {
    const asc = groupDeckCards(cards, { sort: 'release', order: 'asc', releaseOrder })
    expect(titles(asc)).toEqual(['Master Set', 'The Law of Lions'])
    expect(names(asc[0])).toEqual(['Anchornaut', 'Hammer Knight', 'Summon Iron Rhino'])
    expect(asc[1]?.count).toBe(3)
    const desc = groupDeckCards(cards, { sort: 'release', order: 'desc', releaseOrder })
    expect(titles(desc)).toEqual(['The Law of Lions', 'Master Set'])
    expect(names(desc[0])).toEqual(['Lion Cub', 'Redirect'])
  })

  it('ranks releases outside the known order after it, and cards without one last', () => {
    const more = [
      ...cards,
      card('Fan Card', 'Ally', { name: 'A Fan Release', stub: 'fan' }),
      card('Newly Added', 'Ally', null),
    ]
    expect(titles(groupDeckCards(more, { sort: 'release', order: 'asc', releaseOrder }))).toEqual([
      'Master Set',
      'The Law of Lions',
      'A Fan Release',
      UNKNOWN_RELEASE,
    ])
    // Without any known order, releases still group (by name) rather than fail.
    expect(titles(groupDeckCards(cards, { sort: 'release', order: 'asc' }))).toEqual([
      'Master Set',
      'The Law of Lions',
    ])
  })
})
