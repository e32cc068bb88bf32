import { PAGE_PATHS } from '@ashes/api'
import { describe, expect, it } from 'vitest'
import type { RouteObject } from './lib/router/index.ts'
import { routes } from './router.tsx'

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [
    ...(route.path !== undefined && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ])

describe('the server knows the web app’s pages', () => {
  it('PAGE_PATHS (which the server answers 200 for) lists exactly the router’s screens', () => {
    expect([...pathsOf(routes)].sort()).toEqual([...PAGE_PATHS].sort())
  })
})
