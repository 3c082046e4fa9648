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
});
