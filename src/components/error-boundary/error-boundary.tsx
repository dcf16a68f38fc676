import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { GlobalErrorScreen } from './global-error-screen';

export type ErrorBoundaryProps = {
  children: ReactNode;
  fallback?: ReactNode;
};

type ErrorBoundaryState = { failed: boolean };

/** A render error below shows the fallback; the error itself goes to the console only. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error caught by the error boundary', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? <GlobalErrorScreen />;
    return this.props.children;
  }
}
