export default function Phoenix() {
  return (
    <section className="max-w-prose space-y-3 py-4">
      <h1 className="text-2xl font-bold">Time magic</h1>
      <p>
        Fan-made Time magic cards for the first edition game are available from the community. Their
        download links will be listed here.
      </p>
    </section>
  )
}
