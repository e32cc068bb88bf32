export default function Policies() {
  return (
    <section className="max-w-prose space-y-3 py-4">
      <h1 className="text-2xl font-bold">Content policies</h1>
      <p>Please keep comments and descriptions on topic: the game, its cards and decks.</p>
      <p>No personal attacks. No spam: spam means deletion of the content and a block.</p>
      <p>Kid-friendly language is encouraged.</p>
    </section>
  )
}
