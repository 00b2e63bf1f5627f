// The full-screen story viewer, like Telegram's and Instagram's: progress bars on top, a tap on the
// right goes on and on the left back, holding pauses, a swipe down (or Escape) closes, the arrows
// step; the banner's link is the call to action. Videos (demo_previews) play through the media
// cache. Every story shown is marked seen. A chunk of its own, loaded when a story is opened.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../use-translation.ts';
import { useStores } from '../store-context.tsx';
import { CloseIcon } from '../components/icons.tsx';
import { useCachedMedia } from '../../media/use-cached-media.ts';
import type { Story } from '../../domain/banners.ts';
import { checkLink } from '../../domain/safe-link.ts';
import './stories.css';

/** How long a picture story stays, as on Telegram and Instagram. */
export const STORY_MS = 6000;
/** A press longer than this pauses rather than taps. */
const HOLD_MS = 220;
/** A drag down this far closes the viewer. */
const CLOSE_DRAG_PX = 96;

const StoryViewer = observer(function StoryViewer() {
  const store = useStores();
  const { banners } = store;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = banners.current ?? 0;
  const stories = banners.stories;
  const story = stories[index];
  // A clip that could not play, not even from the kept copy (the story's key): its story shows the
  // picture for a picture's time instead of vanishing on a flaky connection.
  const [brokenClip, setBrokenClip] = useState<string | null>(null);
  const playsClip = !!story?.video && brokenClip !== story.key;
  const [progress, setProgress] = useState(0);
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [drag, setDrag] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const press = useRef<{ x: number; y: number; at: number; timer: number } | null>(null);
  const paused = held || hidden || drag > 0;

  // Opened: focus in, the page behind stays put; closed: focus back where it was.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.focus();
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('visibilitychange', onVisibility);
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    if (story) banners.markSeen(story);
    setProgress(0);
  }, [banners, story]);

  // A picture's clock; a video keeps its own (timeupdate, ended). A pause keeps the time shown so
  // far; another story starts from nothing.
  const clock = useRef({ key: '', elapsed: 0 });
  useEffect(() => {
    if (!story || playsClip || paused) return;
    if (clock.current.key !== story.key) clock.current = { key: story.key, elapsed: 0 };
    const shown = clock.current;
    let last = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      shown.elapsed += Math.max(0, now - last);
      last = now;
      if (shown.elapsed >= STORY_MS) {
        banners.step(1);
        return;
      }
      setProgress(shown.elapsed / STORY_MS);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [banners, story, playsClip, paused]);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (paused) v.pause();
    else void v.play().catch(() => undefined);
  }, [paused, story]);

  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') banners.close();
    else if (e.key === 'ArrowRight') banners.step(1);
    else if (e.key === 'ArrowLeft') banners.step(-1);
    else if (e.key === ' ' && e.target === dialog.current) setHeld((h) => !h);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  // One gesture on a tap zone: a tap steps, a hold pauses, a drag down closes.
  const zone = (by: 1 | -1) => ({
    onPointerDown: (e: React.PointerEvent) => {
      const timer = window.setTimeout(() => setHeld(true), HOLD_MS);
      press.current = { x: e.clientX, y: e.clientY, at: e.timeStamp, timer };
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: React.PointerEvent) => {
      const p = press.current;
      if (!p) return;
      const dy = e.clientY - p.y;
      if (dy > 8 && dy > Math.abs(e.clientX - p.x)) {
        window.clearTimeout(p.timer);
        setDrag(dy);
      }
    },
    // Press and release are timed by their events, not by when a busy page handles them.
    onPointerUp: (e: React.PointerEvent) => {
      const p = press.current;
      press.current = null;
      if (!p) return;
      window.clearTimeout(p.timer);
      if (drag >= CLOSE_DRAG_PX) banners.close();
      else if (drag === 0 && e.timeStamp - p.at < HOLD_MS) banners.step(by);
      setDrag(0);
      setHeld(false);
    },
    onPointerCancel: () => {
      if (press.current) window.clearTimeout(press.current.timer);
      press.current = null;
      setDrag(0);
      setHeld(false);
    },
    // A keyboard (Enter, Space on the button) steps; pointers were handled above.
    onClick: (e: React.MouseEvent) => e.detail === 0 && banners.step(by),
  });

  if (!story) return null;
  const act = () => {
    const link = checkLink(story.href, window.location.origin);
    if (!link) return;
    banners.close();
    if (link.kind === 'internal') navigate(link.path);
    else if (link.kind === 'external') store.platform.openLink(link.href);
    else window.location.href = link.href;
  };

  return createPortal(
    <div
      ref={dialog}
      className="story-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('storyViewer.viewer', { n: index + 1, count: stories.length })}
      tabIndex={-1}
      onKeyDown={onKey}
      data-testid="story-viewer"
      data-paused={paused || undefined}
      style={{ '--drag': `${drag}px` } as React.CSSProperties}
    >
      <div className="story-viewer__card" style={{ background: story.background || undefined }}>
        <div className="story-viewer__bars" aria-hidden="true">
          {stories.map((s, i) => (
            <span key={s.key} className="story-viewer__bar">
              <span
                className="story-viewer__fill"
                style={{ width: `${i < index ? 100 : i === index ? progress * 100 : 0}%` }}
              />
            </span>
          ))}
        </div>
        <StoryMedia
          story={story}
          playsClip={playsClip}
          video={video}
          onProgress={setProgress}
          onClipBroken={() => (story.image ? setBrokenClip(story.key) : banners.step(1))}
        />
        {(story.title || story.subtitle) && (
          <div className="story-viewer__text">
            {story.title && <h2 className="story-viewer__title">{story.title}</h2>}
            {story.subtitle && <p className="story-viewer__subtitle">{story.subtitle}</p>}
          </div>
        )}
        <button
          type="button"
          className="story-viewer__zone story-viewer__zone--prev"
          aria-label={t('storyViewer.previous')}
          {...zone(-1)}
        />
        <button
          type="button"
          className="story-viewer__zone story-viewer__zone--next"
          aria-label={t('storyViewer.next')}
          {...zone(1)}
        />
        <button
          type="button"
          className="story-viewer__close"
          onClick={() => banners.close()}
          aria-label={t('storyViewer.close')}
        >
          <CloseIcon size={24} />
        </button>
        {story.href && (
          <button type="button" className="btn story-viewer__cta" onClick={act}>
            {t('storyViewer.more')}
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
});

/** The picture, or the video over it: the video's time is the story's progress. */
function StoryMedia({
  story,
  playsClip,
  video,
  onProgress,
  onClipBroken,
}: {
  story: Story;
  playsClip: boolean;
  video: React.RefObject<HTMLVideoElement>;
  onProgress: (p: number) => void;
  /** The clip plays neither from the network nor from the kept copy. */
  onClipBroken: () => void;
}) {
  const store = useStores();
  const { banners } = store;
  const image = useCachedMedia(story.image ? store.api.client.url(story.image) : null);
  const clip = useCachedMedia(story.video ? store.api.client.url(story.video) : null, 'video');
  return (
    <div className="story-viewer__media">
      {story.image && image.src && (
        <img
          className="story-viewer__image"
          src={image.src}
          alt=""
          onError={() => void image.failed()}
        />
      )}
      {playsClip && clip.src && (
        <video
          key={story.key}
          ref={video}
          className="story-viewer__video"
          src={clip.src}
          autoPlay
          muted
          playsInline
          onTimeUpdate={(e) => {
            const v = e.currentTarget;
            if (v.duration > 0) onProgress(v.currentTime / v.duration);
          }}
          onEnded={() => banners.step(1)}
          // A video the network does not give plays from the kept copy; one that cannot play at all
          // gives way to the story's picture (or, without one, to the next story), never frozen.
          onError={() => void clip.failed().then((shown) => shown || onClipBroken())}
        />
      )}
    </div>
  );
}

export default StoryViewer;
