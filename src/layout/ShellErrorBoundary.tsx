import { Component, type ReactNode } from 'react';
import { ShellError } from './ShellError';

interface State {
  error: Error | null;
  /** The route the error happened on; moving elsewhere clears it. */
  route: string;
}

export interface ShellErrorBoundaryProps {
  route: string;
  children: ReactNode;
}

/** Catches a page that fails to render, so the header and the rest of the shell stay usable. */
export class ShellErrorBoundary extends Component<ShellErrorBoundaryProps, State> {
  override state: State = { error: null, route: '' };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ShellErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.route === state.route) return null;
    return { route: props.route, error: null };
  }

  override render() {
    if (this.state.error) return <ShellError onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
