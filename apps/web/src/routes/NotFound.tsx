import { Logo } from '../components/Logo.tsx'

export default function NotFound() {
  return (
    <section className="py-16 text-center">
      <Logo size={64} className="mx-auto mb-4 block" />
      <h1 className="mb-2 text-3xl font-bold">No page found</h1>
      <p>Sorry, there does not appear to be anything at this URL!</p>
    </section>
  )
}
