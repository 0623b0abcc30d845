import { brandColors } from "@/config/brand";

export const colors = {
  ...brandColors,
  page: "#f3f6fb",
  card: "#ffffff",
  line: "#dfe6f1",
  panelLine: "#c9d7fb",
  onAccent: "#ffffff",
};

/**
 * Clients that honour a stylesheet get a narrow-screen padding and dark colours for the `vc-`
 * classes the layout and the blocks carry; the inline styles stay the light design for the rest,
 * hence `!important` on every override.
 */
export const STYLESHEET = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (max-width: 480px) {
  .vc-page { padding: 12px 0 !important; }
  .vc-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .vc-label { display: block !important; width: auto !important; padding-bottom: 0 !important; }
  .vc-value { display: block !important; padding-top: 2px !important; border-top: 0 !important; }
}
@media (prefers-color-scheme: dark) {
  .vc-bg { background-color: #06101f !important; }
  .vc-card { background-color: #0e1f3a !important; border-color: #233a5e !important; }
  .vc-rule { border-color: #233a5e !important; }
  .vc-ink { color: #eef3fb !important; }
  .vc-muted { color: ${brandColors.inkSoft} !important; }
  .vc-eyebrow { color: #5fd3c6 !important; }
  .vc-link { color: #9db8ff !important; }
  .vc-panel { background-color: #15305a !important; }
  .vc-tile { background-color: #1d3a6b !important; color: ${brandColors.boltPale} !important; }
  .vc-btn { background-color: #3d6cf5 !important; border-color: #3d6cf5 !important; color: #ffffff !important; }
  .vc-btn-quiet { background-color: transparent !important; border-color: ${brandColors.bolt} !important; color: #9db8ff !important; }
}`;
