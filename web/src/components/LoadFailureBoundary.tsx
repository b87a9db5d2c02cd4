import { Component, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** shown in place of the children once their code failed to load */
  fallback: ReactNode;
  /** a failure is forgotten when this changes (the address, for a router); the children are not remounted */
  resetOn?: unknown;
}

/**
 * Catches a lazily loaded part whose code did not arrive (a phone between two cells), so that the rest of the
 * screen stays usable instead of the whole page going blank. A parent tries again by giving it a new key.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: LoadFailureBoundaryProps) {
    if (this.state.failed && previous.resetOn !== this.props.resetOn) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
