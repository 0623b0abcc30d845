export type LightningProps = { className?: string };

/**
 * Decorative "electric accent": an occasional quiet bolt on the dark bands, drawn on two
 * canvases by a worker (lightning.client.ts) once the page has loaded. Absolutely positioned
 * inside a `relative overflow-hidden` parent, so it never affects layout.
 */
export function Lightning({ className }: LightningProps) {
  return (
    <div
      aria-hidden="true"
      data-lightning=""
      data-started="false"
      data-phase="idle"
      data-fps="60"
      data-running="false"
      className={`pointer-events-none absolute inset-0${className ? ` ${className}` : ""}`}
    >
      <canvas width={0} height={0} className="absolute inset-0 h-full w-full opacity-0" />
      <canvas width={0} height={0} className="absolute top-0 left-0 h-0 w-0 opacity-0" />
    </div>
  );
}
