import { DEFAULT_TIMEOUTS } from '@ashes/runtime'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'

const base = { SECRET_KEY: 'test-secret-key', DATA_DIR: '/tmp/ashes-test-data' }

describe('Database timeouts in the configuration', () => {
  it('default to a few seconds when unset', () => {
    expect(loadConfig(base).databaseTimeouts).toEqual(DEFAULT_TIMEOUTS)
    expect(DEFAULT_TIMEOUTS.connectMs).toBeGreaterThan(0)
    expect(DEFAULT_TIMEOUTS.statementMs).toBeGreaterThan(0)
  })

  it('are read from DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS, 0 for none', () => {
    const config = loadConfig({
      ...base,
      DATABASE_CONNECT_TIMEOUT_MS: '2500',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
    })
    expect(config.databaseTimeouts).toEqual({ connectMs: 2500, statementMs: 0 })
  })

  it('refuse a value that is not a whole number of milliseconds, naming the variable', () => {
    for (const value of ['5s', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ ...base, DATABASE_STATEMENT_TIMEOUT_MS: value })).toThrow(
        `DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0 for no limit), not "${value}".`,
      )
    }
  })
})
