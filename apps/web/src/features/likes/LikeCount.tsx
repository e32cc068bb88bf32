import { HeartIcon } from './HeartIcon.tsx'

/** How many players like a published deck, on its stub in a listing (issue 29). */
export function LikeCount({ count }: { count: number }) {
  const text = `${count} ${count === 1 ? 'like' : 'likes'}`
  return (
    <span className="inline-flex items-center gap-1 text-stone-600" title={text}>
      <HeartIcon filled={count > 0} className="size-4 text-danger" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{text}</span>
    </span>
  )
}
