import { useCallback, useState } from 'react'

type ImageState = 'loading' | 'shown' | 'failed'

/**
 * An image's state, from its load and error events and from the element itself once it is the
 * app's: an image in the server's HTML can load or fail before the browser hydrates it, and that
 * event is gone by then (React listens from hydration on), so the ref reads what it missed.
 */
export function useImageState(initial: ImageState = 'loading') {
  const [image, setImage] = useState<ImageState>(initial)
  const ref = useCallback((element: HTMLImageElement | null) => {
    // complete: loaded, or broken (a broken image has no size); a lazy one not yet asked is not.
    if (element?.complete) setImage(element.naturalWidth > 0 ? 'shown' : 'failed')
  }, [])
  const onLoad = useCallback(() => setImage('shown'), [])
  const onError = useCallback(() => setImage('failed'), [])
  return { image, img: { ref, onLoad, onError } }
}
