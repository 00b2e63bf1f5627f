// A screen that throws: the not-found screen with the address, never a white page (SPEC.md §8).
// The boundary resets when the address changes, so the customer can navigate away.
import { Component, type ReactNode } from 'react';
import NotFoundScreen from './not-found-screen.tsx';

interface Props {
  resetKey: string;
  children: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string | null } {
    return { failedAt: window.location.pathname };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    return state.failedAt !== null && state.failedAt !== props.resetKey ? { failedAt: null } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('route failed', error);
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt === null) return this.props.children;
    return (
      <div className="layout layout--default">
        <main className="layout__main">
          <NotFoundScreen message={`Page Not Found: ${failedAt}`} />
        </main>
      </div>
    );
  }
}
