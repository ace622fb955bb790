import { describe, expect, it } from 'vitest';
import { FakeWorkflowPort as FakePort, RETURN, SUBMIT, state } from './testing/fake-port';
import { WorkflowStore } from './WorkflowStore';

function setup() {
  const port = new FakePort();
  const reloaded: number[] = [];
  const store = new WorkflowStore(port, async (id) => {
    reloaded.push(id);
  });
  return { port, store, reloaded };
}

describe('WorkflowStore (the workflow bar, issue 15)', () => {
  it('shows what blocks a refused submit and reloads nothing', async () => {
    const { port, store, reloaded } = setup();
    await store.load(4);
    port.failure = { status: 409, message: 'Report 4 cannot go to QA Review yet; fix these 2 first.' };
    port.blocking = {
      blocking: [{ kind: 'asset', assetId: 367, message: 'Asset 367: Tax code is required.' }],
      blockingCount: 2,
    };
    store.choose(SUBMIT);
    await expect.poll(() => store.busy).toBe(false);
    expect(store.error).toBe(
      'Submit to QA was refused: Report 4 cannot go to QA Review yet; fix these 2 first.',
    );
    expect(store.blocking.map((b) => b.assetId)).toEqual([367]);
    expect(store.blockingCount).toBe(2);
    expect(reloaded).toEqual([]);
    store.dismissError();
    expect(store.blocking).toEqual([]);
  });

  it('moves, takes the new state and reloads the report (its readOnly follows the status)', async () => {
    const { port, store, reloaded } = setup();
    await store.load(4);
    port.moveAnswer = state('QA Review');
    await store.move(SUBMIT, null);
    expect(port.moves).toEqual([[4, 2, null]]);
    expect(store.state?.status).toBe('QA Review');
    expect(store.error).toBeNull();
    expect(reloaded).toEqual([4]);
  });

  it('asks for a comment before a return, and sends it trimmed', async () => {
    const { port, store } = setup();
    await store.load(4);
    store.choose(RETURN);
    expect(store.commenting).toEqual(RETURN);
    expect(port.moves).toEqual([]);
    store.setComment('   ');
    expect(store.commentReady).toBe(false);
    await store.confirmComment();
    expect(port.moves).toEqual([]);
    store.setComment('  Check the lives. ');
    port.moveAnswer = state('In Progress', [SUBMIT]);
    await store.confirmComment();
    expect(port.moves).toEqual([[4, 1, 'Check the lives.']]);
    expect(store.commenting).toBeNull();
  });
});
