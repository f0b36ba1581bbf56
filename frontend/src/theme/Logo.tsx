export type LogoProps = { height?: number; withText?: boolean; inverted?: boolean };

const GRUEN = '#2e6b3a';

/** The portal's mark: a waste container with a leaf, optionally with the name; `inverted` for dark bars. */
export const Logo = ({ height = 40, withText = true, inverted = false }: LogoProps) => {
  const grund = inverted ? '#ffffff' : GRUEN;
  const zeichen = inverted ? GRUEN : '#ffffff';
  return (
    <svg
      height={height}
      viewBox={withText ? '0 0 232 48' : '0 0 48 48'}
      role="img"
      aria-label="Abfallportal"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="2" y="2" width="44" height="44" rx="10" fill={grund} />
      <path d="M11 17h26l-3 20a3 3 0 0 1-3 2.6H17a3 3 0 0 1-3-2.6z" fill={zeichen} />
      <rect x="9" y="12.5" width="30" height="4" rx="2" fill={zeichen} />
      <path d="M20 12.5v-2a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" stroke={zeichen} strokeWidth="2.2" fill="none" />
      <path d="M24 35c-5-1.5-6.5-6-5-11.5 5 0 8.5 2.5 8.5 7.5 0 1.5-.6 2.9-1.6 4" fill={grund} />
      <path d="M24 35c.3-3.5 1-6 2.7-8.3" stroke={zeichen} strokeWidth="1.2" fill="none" />
      {withText && (
        <text
          x="58"
          y="32"
          fontFamily='"Segoe UI", Roboto, Arial, sans-serif'
          fontSize="24"
          fontWeight="600"
          fill={inverted ? '#ffffff' : '#1d2b20'}
        >
          Abfallportal
        </text>
      )}
    </svg>
  );
};
