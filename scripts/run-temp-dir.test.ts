import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { runTempDir } from './run-temp-dir.mjs'

const before = process.env.TMPDIR
afterEach(() => {
  if (before === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = before
})

test("a process the run starts makes its temporary files in the run's directory, and removing it leaves none", () => {
  const parent = tmpdir()
  const temp = runTempDir('ashes-run-temp-dir-test')
  expect(dirname(temp.dir)).toBe(parent)
  // A child that makes a directory of its own where the system says, and never removes it.
  const made = execFileSync(process.execPath, [
    '-e',
    `const { mkdtempSync } = require('node:fs'); const { tmpdir } = require('node:os');
     const { join } = require('node:path'); process.stdout.write(mkdtempSync(join(tmpdir(), 'left-')))`,
  ]).toString()
  expect(dirname(made)).toBe(temp.dir)
  expect(temp.left()).toHaveLength(1)
  temp.remove()
  expect(existsSync(made)).toBe(false)
  expect(existsSync(temp.dir)).toBe(false)
})
