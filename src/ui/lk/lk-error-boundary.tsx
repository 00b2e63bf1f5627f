// Keeps a failing part of an account screen (the wheel without a canvas) from taking the page
// down: the error is logged and the customer reads what happened.
import { Component, type ReactNode } from 'react';

export class LkErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode; onError?: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('account screen part failed', error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
