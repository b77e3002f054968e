import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '@client/features/errors/RouteErrorPage';

interface State {
  error: unknown;
}

/** Keeps the header and footer on screen when a page fails to load (an old chunk after a release) or to render. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
