/**
 * Our own SVG sprite (ENGINEERING: no third-party icon kit). Rendered once, hidden, at the top of
 * the page; <Icon> refers to its symbols. Every shape uses currentColor so CSS colours it.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" style={{ display: 'none' }}>
      <title>Icons</title>
      <symbol id="icon-main" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <circle cx="12" cy="12" r="4" fill="#fff" />
      </symbol>
      <symbol id="icon-side" viewBox="0 0 24 24">
        <path d="M4 3 L21 12 L4 21 Z" fill="currentColor" />
      </symbol>
      <symbol id="icon-exhaust" viewBox="0 0 24 24">
        <rect
          x="3"
          y="7"
          width="18"
          height="11"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M7 4 h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </symbol>
      <symbol id="icon-discard" viewBox="0 0 24 24">
        <rect
          x="5"
          y="2"
          width="14"
          height="18"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M9 11 l3 4 l3 -4" fill="none" stroke="currentColor" strokeWidth="2" />
      </symbol>
      <symbol id="icon-basic" viewBox="0 0 24 24">
        <path
          d="M12 2 L21 7 V17 L12 22 L3 17 V7 Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      </symbol>
      <symbol id="icon-die-power" viewBox="0 0 24 24">
        <path d="M12 2 L21 7 V17 L12 22 L3 17 V7 Z" fill="currentColor" />
        <path d="M12 6 L14 12 L12 18 L10 12 Z M6 12 L12 10 L18 12 L12 14 Z" fill="#fff" />
      </symbol>
      <symbol id="icon-die-class" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <circle cx="12" cy="12" r="5" fill="none" stroke="#fff" strokeWidth="2" />
      </symbol>
      <symbol id="icon-die" viewBox="0 0 24 24">
        <rect x="3" y="3" width="18" height="18" rx="4" fill="currentColor" />
        <circle cx="12" cy="12" r="2.5" fill="#fff" />
      </symbol>
      <symbol id="icon-search" viewBox="0 0 24 24">
        <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15 15 L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </symbol>
      <symbol id="icon-close" viewBox="0 0 24 24">
        <path
          d="M6 6 L18 18 M18 6 L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </symbol>
      <symbol id="icon-list" viewBox="0 0 24 24">
        <path
          d="M4 6 H20 M4 12 H20 M4 18 H20"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </symbol>
      <symbol id="icon-binder" viewBox="0 0 24 24">
        <rect x="3" y="3" width="8" height="8" rx="1" fill="currentColor" />
        <rect x="13" y="3" width="8" height="8" rx="1" fill="currentColor" />
        <rect x="3" y="13" width="8" height="8" rx="1" fill="currentColor" />
        <rect x="13" y="13" width="8" height="8" rx="1" fill="currentColor" />
      </symbol>
      <symbol id="icon-asc" viewBox="0 0 24 24">
        <path d="M12 4 L18 12 H6 Z M11 12 V20 H13 V12 Z" fill="currentColor" />
      </symbol>
      <symbol id="icon-desc" viewBox="0 0 24 24">
        <path d="M12 20 L18 12 H6 Z M11 4 V12 H13 V4 Z" fill="currentColor" />
      </symbol>
      <symbol id="icon-chevron" viewBox="0 0 24 24">
        <path d="M6 9 L12 15 L18 9" fill="none" stroke="currentColor" strokeWidth="2" />
      </symbol>
      <symbol id="icon-warning" viewBox="0 0 24 24">
        <path d="M12 3 L22 20 H2 Z" fill="currentColor" />
        <path d="M12 9 V14 M12 16.5 V17" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </symbol>
      <symbol id="icon-divider" viewBox="0 0 24 24">
        <path d="M12 7 L17 12 L12 17 L7 12 Z" fill="currentColor" />
      </symbol>
    </svg>
  )
}
