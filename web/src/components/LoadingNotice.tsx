import './Loading.css';

/**
 * A polite "loading" notice with its text given, for both bundles (Loading and FrameLoading add the text of their
 * own dictionary); `map`: in place of a map, in the map's own box.
 */
export function LoadingNotice({ label, map = false }: { label: string; map?: boolean }) {
  return (
    <p className={map ? 'loading loading--map' : 'loading'} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
