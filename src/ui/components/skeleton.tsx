// A calm placeholder while a screen or the settings load; no layout jump when content arrives.
export function ScreenSkeleton() {
  return (
    <div className="skeleton" aria-busy="true" aria-label="Загрузка">
      <div className="skeleton__bar skeleton__bar--wide" />
      <div className="skeleton__grid">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton__card" />
        ))}
      </div>
    </div>
  );
}
