import { configure } from '@testing-library/react'

// findBy* and waitFor wait for a condition, not for a time: on a shared 2-CPU machine running two
// workers beside other jobs, a screen that shows in 1.2 s is still correct, and the default 1 s
// wait failed such tests (a rendered lazy chunk, a settled fetch) only by the machine's load.
configure({ asyncUtilTimeout: 5000 })
