import { describe, expect, it } from 'vitest'
import { createMemoryRouter, type RouteObject } from './index.ts'

const at = (routes: RouteObject[], url: string) =>
  createMemoryRouter(routes, { initialEntries: [url] }).state.matches

/** The path of the route that wins for a URL. */
const winner = (paths: string[], url: string) =>
  paths[
    Number(
      at(
        paths.map((path) => ({ path })),
        url,
      ).at(-1)?.id,
    )
  ]

describe('route matching', () => {
  it('prefers static segments over dynamic ones over *, whatever the declaration order', () => {
    const paths = ['*', '/decks/:id/', '/decks/mine/', '/cards/:stub/', '/cards/legacy/']
    expect(winner(paths, '/decks/mine/')).toBe('/decks/mine/')
    expect(winner(paths, '/decks/12/')).toBe('/decks/:id/')
    expect(winner(paths, '/cards/legacy/')).toBe('/cards/legacy/')
    expect(winner(paths, '/cards/hammer-knight/')).toBe('/cards/:stub/')
    expect(winner(paths, '/players/new/')).toBe('*')
    expect(winner(['/players/:badge/', '/players/new/'], '/players/new/')).toBe('/players/new/')
  })

  it('matches with or without the trailing slash, and in any letter case', () => {
    const paths = ['/cards/', '/decks/:id/history/']
    expect(winner(paths, '/cards')).toBe('/cards/')
    expect(winner(paths, '/Cards/')).toBe('/cards/')
    expect(winner(paths, '/decks/3/history')).toBe('/decks/:id/history/')
    expect(at([{ path: '/cards/' }], '/cards/x/')).toEqual([])
  })

  it('decodes params, an encoded slash included', () => {
    const [match] = at([{ path: '/cards/:stub/' }], '/cards/caf%C3%A9%20au%2Flait/')
    expect(match?.params).toEqual({ stub: 'café au/lait' })
    expect(at([{ path: '*' }], '/no/such%20page/')[0]?.params).toEqual({ '*': 'no/such page/' })
  })

  it('returns the chain from the layout down with each route handle', () => {
    const routes: RouteObject[] = [
      {
        handle: 'layout',
        children: [
          { path: '/decks/:id/', handle: 'deck' },
          { path: '*', handle: 'not found' },
        ],
      },
    ]
    expect(at(routes, '/decks/7/')).toMatchObject([
      { id: '0', pathname: '/', params: { id: '7' }, handle: 'layout' },
      { id: '0-0', pathname: '/decks/7/', params: { id: '7' }, handle: 'deck' },
    ])
    expect(at(routes, '/elsewhere/').map((match) => match.handle)).toEqual(['layout', 'not found'])
  })
})
