import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, mkdtempSync, openSync, readSync, rmSync, symlinkSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { commandCpu, cpuMs, cpuSince, cpuTimes, ioCalls } from './cpu.ts'

// The shells below run under a name of this test's own, so no other shell of the machine (a
// script of the test run's) counts with them.
const COMMAND = `cpu${process.pid}`
const dir = mkdtempSync(join(tmpdir(), 'cpu-test-'))
const shellPath = join(dir, COMMAND)
symlinkSync('/bin/sh', shellPath)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Keeps this process's CPU busy for `ms` of wall-clock time. */
function spin(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end);
}

/** A shell that counts for a while (its CPU time), says so, then waits to be measured. */
async function countingShell() {
  const shell = spawn(shellPath, [
    '-c',
    'i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done; echo; read x',
  ])
  await once(shell.stdout, 'data')
  return shell
}

describe('CPU time read from /proc', () => {
  it("counts this process's own work, as process.cpuUsage does", () => {
    const before = cpuMs(process.pid)
    const usage = process.cpuUsage()
    spin(300)
    const counted = cpuMs(process.pid) - before
    const used = process.cpuUsage(usage)
    // /proc counts in ticks of 10 ms, cpuUsage in microseconds.
    expect(Math.abs(counted - (used.user + used.system) / 1000)).toBeLessThanOrEqual(30)
  })

  it("tells the time in this process's own code from the time in the kernel's", () => {
    /** Repeats `work` until this process has used `ms` of CPU time, however busy the machine. */
    const forCpu = (ms: number, work: () => void) => {
      const start = process.cpuUsage()
      for (;;) {
        const used = process.cpuUsage(start)
        if ((used.user + used.system) / 1000 >= ms) return
        work()
      }
    }
    const start = cpuTimes(process.pid)
    forCpu(300, () => spin(1))
    const spun = cpuTimes(process.pid)
    // Copying zeros into a buffer is the kernel's work, asked for a megabyte at a time.
    const zeros = openSync('/dev/zero', 'r')
    const buffer = Buffer.alloc(1 << 20)
    try {
      forCpu(300, () => readSync(zeros, buffer, 0, buffer.length, null))
    } finally {
      closeSync(zeros)
    }
    const read = cpuTimes(process.pid)
    expect(spun.user - start.user).toBeGreaterThanOrEqual(200)
    expect(spun.system - start.system).toBeLessThan(100)
    expect(read.system - spun.system).toBeGreaterThanOrEqual(150)
  })

  it("counts this process's read and write system calls apart", () => {
    const before = ioCalls(process.pid)
    const sink = openSync('/dev/null', 'w')
    const zeros = openSync('/dev/zero', 'r')
    const buffer = Buffer.alloc(16)
    try {
      for (let call = 0; call < 500; call++) writeSync(sink, buffer)
      for (let call = 0; call < 300; call++) readSync(zeros, buffer, 0, buffer.length, null)
    } finally {
      closeSync(sink)
      closeSync(zeros)
    }
    const after = ioCalls(process.pid)
    expect(after.writes - before.writes).toBeGreaterThanOrEqual(500)
    expect(after.writes - before.writes).toBeLessThan(550)
    expect(after.reads - before.reads).toBeGreaterThanOrEqual(300)
    expect(after.reads - before.reads).toBeLessThan(450)
  })

  it('counts the work of the processes of a command since a first reading, and of no other', async () => {
    const before = commandCpu(COMMAND)
    const own = cpuMs(process.pid)
    const shell = await countingShell()
    try {
      expect(cpuSince(before, commandCpu(COMMAND))).toBeGreaterThanOrEqual(100)
      expect(commandCpu('no-such-command').size).toBe(0)
      // Waiting for the shell took this process next to nothing.
      expect(cpuMs(process.pid) - own).toBeLessThan(100)
    } finally {
      shell.kill()
    }
  })

  it('leaves out a process that ended between the readings, rather than its whole work', async () => {
    const ended = await countingShell()
    const before = commandCpu(COMMAND)
    ended.kill()
    await once(ended, 'exit')
    const started = await countingShell()
    try {
      const since = cpuSince(before, commandCpu(COMMAND))
      expect(since).toBeGreaterThanOrEqual(100)
      expect(since).toBeLessThanOrEqual(cpuMs(started.pid as number) + 30)
    } finally {
      started.kill()
    }
  })
})
