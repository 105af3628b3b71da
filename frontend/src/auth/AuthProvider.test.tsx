import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { AuthProvider } from './AuthProvider';

class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>caught: {this.state.message}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<AuthProvider/>', () => {
  it('throws when the server runs Clerk without a publishable key (spec §5)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/config': { body: { authMode: 'clerk', clerkPublishableKey: null } } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <Catch>
            <AuthProvider>
              <p>app</p>
            </AuthProvider>
          </Catch>
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(await screen.findByText(/caught: Missing Clerk publishable key/)).toBeInTheDocument();
  });
});
