import { expect } from 'chai';
import { workspaceWindows } from './workspace-windows.ts';

// The per-workspace windows both engines keep their work in flight by.
describe('workspaceWindows', () => {
  it('gives a workspace at least the minimum, more as its work takes longer, never past the maximum', () => {
    const windows = workspaceWindows({ min: 32, max: 200 });
    windows.started('ws_fast');
    expect(windows.room().get('ws_fast')).to.equal(31);
    windows.ended('ws_fast', 2);
    expect(windows.room().has('ws_fast'), 'nothing in flight: not named').to.equal(false);

    for (let i = 0; i < 3; i++) windows.started('ws_slow');
    windows.ended('ws_slow', 100);
    expect(windows.room().get('ws_slow')).to.equal(100 - 2);
    windows.ended('ws_slow', 10_000);
    expect(windows.room().get('ws_slow'), 'capped at the maximum').to.equal(200 - 1);
  });

  it('counts a workspace with less than a quarter of its window free as full, so it claims again in handfuls', () => {
    const windows = workspaceWindows({ min: 64, max: 200 });
    for (let i = 0; i < 48; i++) windows.started('ws_a');
    expect(windows.room().get('ws_a'), 'a quarter free').to.equal(16);
    windows.started('ws_a');
    expect(windows.room().get('ws_a'), 'less than a quarter free').to.equal(0);
    windows.ended('ws_a', 1);
    expect(windows.room().get('ws_a')).to.equal(16);
  });

  it('keeps each workspace apart', () => {
    const windows = workspaceWindows({ min: 4, max: 8 });
    for (let i = 0; i < 4; i++) windows.started('ws_a');
    windows.started('ws_b');
    expect(windows.room()).to.deep.equal(
      new Map([
        ['ws_a', 0],
        ['ws_b', 3],
      ]),
    );
  });

  it("caps a claim's room for the workspaces its worker's dispatcher holds, and leaves the others as they are", () => {
    const windows = workspaceWindows({ min: 4, max: 8 });
    windows.started('ws_a');
    windows.started('ws_b');
    const { total, room, perWorkspace } = windows.claimRoom(
      50,
      new Map([
        ['ws_a', 0],
        ['ws_b', 2],
        ['ws_c', 1],
        ['ws_d', 10],
      ]),
    );
    expect({ total, perWorkspace }).to.deep.equal({ total: 50, perWorkspace: 4 });
    expect(room).to.deep.equal(
      new Map([
        ['ws_a', 0],
        ['ws_b', 2],
        ['ws_c', 1],
        // A cap above the room it would have: its room.
        ['ws_d', 4],
      ]),
    );
  });

  describe("with the engine's total: the slow workspaces' shared bound", () => {
    // min 4, max 8, an engine of 16: the slow workspaces (a window past 4) hold 12 together at most.
    const timed = () => {
      const windows = workspaceWindows({ min: 4, max: 8, engineMax: 16 });
      // Each answered once after a second: a window of 8, nothing in flight.
      for (const workspaceId of ['ws_a', 'ws_b', 'ws_c']) {
        windows.started(workspaceId);
        windows.ended(workspaceId, 1_000);
      }
      return windows;
    };

    it('bounds a claim that could take more than is left, naming every slow workspace, resting ones too', () => {
      const windows = timed();
      for (let i = 0; i < 4; i++) windows.started('ws_a');
      windows.started('ws_fast');
      const claim = windows.claimRoom(16);
      expect(claim.slow).to.deep.equal({ workspaces: ['ws_a', 'ws_b', 'ws_c'], left: 8 });
      expect(claim.room).to.deep.equal(
        new Map([
          ['ws_a', 4],
          ['ws_fast', 3],
        ]),
      );
    });

    it('names every slow workspace with no room once their work in flight holds the allowance; a fast or new one keeps its room', () => {
      const windows = timed();
      for (let i = 0; i < 6; i++) {
        windows.started('ws_a');
        windows.started('ws_b');
      }
      windows.started('ws_fast');
      const claim = windows.claimRoom(16);
      expect(claim.slow).to.equal(undefined);
      expect(claim.room).to.deep.equal(
        new Map([
          ['ws_a', 0],
          ['ws_b', 0],
          ['ws_fast', 3],
          ['ws_c', 0],
        ]),
      );
      expect(claim.perWorkspace, 'a workspace not named (a new one): its minimum, from the rest of the engine').to.equal(4);
      for (let i = 0; i < 6; i++) windows.ended('ws_b', 1_000);
      expect(windows.claimRoom(16).slow, 'what their ended work frees').to.deep.equal({ workspaces: ['ws_a', 'ws_c', 'ws_b'], left: 6 });
    });

    it('no bound when the claim cannot pass what is left, nor without slow workspaces or an engine total', () => {
      expect(timed().claimRoom(12).slow).to.equal(undefined);
      const quick = workspaceWindows({ min: 4, max: 8, engineMax: 16 });
      quick.started('ws_q');
      quick.ended('ws_q', 1);
      expect(quick.claimRoom(16).slow).to.equal(undefined);
      const unbounded = workspaceWindows({ min: 4, max: 8 });
      unbounded.started('ws_a');
      unbounded.ended('ws_a', 1_000);
      expect(unbounded.claimRoom(16)).to.deep.equal({ total: 16, room: new Map(), perWorkspace: 4 });
    });
  });
});
