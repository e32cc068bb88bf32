#!/usr/bin/env node
// `npm ci` and `npm install` run this (the `prepare` script): git then runs the hooks in
// .githooks/ (the pre-commit check of staged files). Outside a git checkout (a tarball, a
// container build without .git) or without git, there is nothing to install and it says so.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
if (!existsSync(join(root, '.git'))) {
  console.log('install-hooks: not a git checkout; no hooks installed.')
} else {
  const result = spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root })
  if (result.status !== 0) console.log('install-hooks: git did not answer; no hooks installed.')
}
