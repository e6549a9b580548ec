import type { ReactNode } from 'react';
import { Component } from 'react';
import { ShellCrashScreen } from './ShellCrashScreen.tsx';

type CrashBoundaryProps = {
  children: ReactNode;
  /** A new value (the path) clears a crash, so navigating away recovers. */
  resetKey: string;
};

type CrashBoundaryState = { error: unknown; failedKey: string | null };

/** §2: any rendering error below shows the crash screen. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(
    props: CrashBoundaryProps,
    state: CrashBoundaryState,
  ): Partial<CrashBoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedKey === null) return { failedKey: props.resetKey };
    return state.failedKey === props.resetKey ? null : { error: null, failedKey: null };
  }

  override render() {
    if (this.state.error !== null) return <ShellCrashScreen error={this.state.error} />;
    return this.props.children;
  }
}
