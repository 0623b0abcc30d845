import { REDUCED_MOTION_QUERY } from "@/components/browser/motion";

const SMALL_SCREEN = "(max-width: 759px)";

function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true && window.matchMedia(SMALL_SCREEN).matches;
}

/**
 * The home hero's background loop (HeroVideo). The page carries only the still image and the
 * <video> in a template: the element is added once the page has loaded and the browser is idle,
 * so the loop never competes with the first paint, and it is never added (or is taken away)
 * under reduced motion. The button, shown with the loop, pauses and resumes it.
 */
export function startHeroVideo(): void {
  const frame = document.querySelector<HTMLElement>("[data-hero-video-frame]");
  const template = frame?.querySelector("template");
  const control = document.querySelector<HTMLButtonElement>("button[data-hero-video-control]");
  if (!frame || !template || !control) return;
  const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
  const pauseIcon = control.querySelector('[data-icon="pause"]');
  const playIcon = control.querySelector('[data-icon="play"]');
  let video: HTMLVideoElement | null = null;
  let paused = false;

  const showState = () => {
    const label = (paused ? control.dataset.play : control.dataset.pause) ?? "";
    control.dataset.heroVideoControl = paused ? "paused" : "playing";
    control.setAttribute("aria-label", label);
    control.title = label;
    pauseIcon?.toggleAttribute("hidden", paused);
    playIcon?.toggleAttribute("hidden", !paused);
  };
  const play = () => {
    // A browser that refuses to play keeps showing the poster; nothing else depends on it.
    if (video && !paused) video.play().catch(() => {});
  };
  const add = () => {
    if (video || reducedMotion.matches) return;
    video = (template.content.firstElementChild?.cloneNode(true) as HTMLVideoElement) ?? null;
    if (!video) return;
    video.muted = true;
    frame.append(video);
    control.hidden = false;
    play();
  };
  const remove = () => {
    video?.remove();
    video = null;
    control.hidden = true;
  };

  control.addEventListener("click", () => {
    paused = !paused;
    showState();
    if (paused) video?.pause();
    else play();
  });
  reducedMotion.addEventListener("change", () => (reducedMotion.matches ? remove() : add()));
  if (!savesData()) add();
}
