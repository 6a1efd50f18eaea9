// The round picture of a visitor: small beside an author's name on what visitors write
// (reviews, travel notes), large at the head of 我的. Beside a printed name the picture is
// decorative (alt=""); where it stands for the visitor (`label`) it is named. Without a
// picture, or when it fails to load, a drawn head-and-shoulders instead of an empty gap.
import { useState } from 'react';
import './AuthorAvatar.css';

export function AuthorAvatar({
  src,
  size = 32,
  label,
  className = '',
}: {
  src: string | null | undefined;
  size?: number;
  /** The picture's name where no name is printed beside it (我的's 头像). */
  label?: string;
  className?: string;
}) {
  // A picture that fails to load (deleted, offline) falls back to the drawn one.
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <img
        className={`yz-avatar ${className}`.trim()}
        src={src}
        alt={label ?? ''}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <svg
      className={`yz-avatar yz-avatar--default ${className}`.trim()}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="16" cy="16" r="16" fill="#e3eee8" />
      <circle cx="16" cy="12.5" r="5.5" fill="#8fb5a1" />
      <path d="M6 27.5c1.6-5.2 5.6-8 10-8s8.4 2.8 10 8A15.9 15.9 0 0 1 16 32a15.9 15.9 0 0 1-10-4.5z" fill="#8fb5a1" />
    </svg>
  );
}
