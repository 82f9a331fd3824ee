'use client';
// Any failure of the 3D path (chunk load, texture, shader, context) falls back to the still image.
import { Component, type ReactNode } from 'react';

type Props = { onError: (error: unknown) => void; children: ReactNode };

export class SceneBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
