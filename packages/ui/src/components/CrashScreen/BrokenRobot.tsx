export type BrokenRobotProps = {
  /** Alternative text; without it the drawing is decorative. */
  label?: string;
  className?: string;
};

/** The crash screen's broken-robot picture, drawn inline so the kit ships no image files. */
export function BrokenRobot({ label, className }: BrokenRobotProps) {
  if (label === undefined) {
    return (
      <svg className={className} viewBox="0 0 422 320" focusable="false" aria-hidden="true">
        <RobotDrawing />
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 422 320" focusable="false" role="img" aria-label={label}>
      <RobotDrawing />
    </svg>
  );
}

function RobotDrawing() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
      {/* antenna, bent */}
      <path d="M196 70 L204 40 L226 28" />
      <circle cx="232" cy="24" r="8" />
      {/* head, tilted */}
      <g transform="rotate(-8 211 105)">
        <rect x="146" y="70" width="130" height="80" rx="18" />
        <path d="M178 100 l16 16 M194 100 l-16 16" />
        <circle cx="244" cy="108" r="10" />
        <path d="M186 134 q25 -12 50 0" />
      </g>
      {/* neck spring */}
      <path d="M206 152 l10 6 l-10 6 l10 6 l-10 6" />
      {/* body */}
      <rect x="136" y="180" width="150" height="100" rx="14" />
      <rect x="170" y="200" width="82" height="40" rx="6" />
      <path d="M180 220 h12 l6 -10 l8 20 l6 -10 h22" />
      {/* left arm hanging loose */}
      <path d="M136 200 L96 236 L90 276" />
      <circle cx="90" cy="284" r="9" />
      {/* right arm detached on the floor */}
      <path d="M286 200 L306 212" />
      <path d="M330 300 L378 286" />
      <circle cx="386" cy="284" r="9" />
      {/* sparks */}
      <path d="M312 206 l14 -8 M314 218 l16 2 M308 228 l10 10" />
      {/* wheels */}
      <circle cx="170" cy="294" r="16" />
      <circle cx="252" cy="294" r="16" />
      {/* bolts on the floor */}
      <path d="M40 306 h360" />
      <circle cx="60" cy="298" r="4" />
      <circle cx="116" cy="300" r="3" />
    </g>
  );
}
