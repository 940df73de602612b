import type { ReactNode } from 'react';
import type { Jurisdiction } from './jurisdiction';

/*
 * Flags drawn inline (3:2, simplified to read at 16 px): emoji flags are letters to a system without a
 * colour emoji font (most Windows and many Linux desktops) and show as empty boxes or 'EU', 'US'.
 */

const vertical = (left: string, middle: string, right: string) => (
  <>
    <rect width="10" height="20" fill={left} />
    <rect x="10" width="10" height="20" fill={middle} />
    <rect x="20" width="10" height="20" fill={right} />
  </>
);

const horizontal = (top: string, middle: string, bottom: string) => (
  <>
    <rect width="30" height="6.67" fill={top} />
    <rect y="6.67" width="30" height="6.67" fill={middle} />
    <rect y="13.33" width="30" height="6.67" fill={bottom} />
  </>
);

const unionJack = (
  <>
    <rect width="30" height="20" fill="#012169" />
    <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
    <path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.5" />
    <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth="6" />
    <path d="M15 0V20M0 10H30" stroke="#C8102E" strokeWidth="3.5" />
  </>
);

/** Twelve gold stars in a circle of radius 6 around the centre. */
const euStars = Array.from({ length: 12 }, (_, index) => {
  const angle = (index * Math.PI) / 6;
  return (
    <circle key={index} cx={15 + 6 * Math.sin(angle)} cy={10 - 6 * Math.cos(angle)} r="0.9" fill="#FFCC00" />
  );
});

const FLAGS: Record<Exclude<Jurisdiction, 'Global'>, ReactNode> = {
  EU: (
    <>
      <rect width="30" height="20" fill="#003399" />
      {euStars}
    </>
  ),
  BE: vertical('#000000', '#FDDA24', '#EF3340'),
  FR: vertical('#002654', '#FFFFFF', '#CE1126'),
  DE: horizontal('#000000', '#DD0000', '#FFCE00'),
  NL: horizontal('#AE1C28', '#FFFFFF', '#21468B'),
  NO: (
    <>
      <rect width="30" height="20" fill="#BA0C2F" />
      <path d="M11 0V20M0 10H30" stroke="#fff" strokeWidth="5" />
      <path d="M11 0V20M0 10H30" stroke="#00205B" strokeWidth="2.5" />
    </>
  ),
  CH: (
    <>
      <rect width="30" height="20" fill="#DA291C" />
      <path d="M15 4.5V15.5M9.5 10H20.5" stroke="#fff" strokeWidth="3.5" />
    </>
  ),
  UK: unionJack,
  US: (
    <>
      <rect width="30" height="20" fill="#B22234" />
      {[1, 3, 5, 7, 9, 11].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3C3B6E" />
    </>
  ),
  AU: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <svg width="15" height="10" viewBox="0 0 30 20">
        {unionJack}
      </svg>
      <circle cx="7.5" cy="15" r="1.6" fill="#fff" />
      {[
        [22.5, 4],
        [19, 9.5],
        [26, 8.5],
        [22.5, 16],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1" fill="#fff" />
      ))}
    </>
  ),
};

/** A small flag for a Type label; the globe for a global standard. Decoration: the label names it. */
export function JurisdictionFlag({ jurisdiction }: { jurisdiction: Jurisdiction }) {
  if (jurisdiction === 'Global') {
    return (
      <svg
        aria-hidden
        data-flag="Global"
        viewBox="0 0 24 24"
        className="size-3.5 shrink-0 self-center text-sky-700 dark:text-sky-300"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden
      data-flag={jurisdiction}
      viewBox="0 0 30 20"
      className="h-2.5 w-3.75 shrink-0 self-center rounded-[1px] ring-1 ring-black/10"
    >
      {FLAGS[jurisdiction]}
    </svg>
  );
}
