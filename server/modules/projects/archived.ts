import { conflict } from '../../errors.ts';

/** Archived projects are read-only: every write to them or anything in them is 409. */
export function assertNotArchived(project: { id: string; archived: boolean }): void {
  if (project.archived) {
    throw conflict(`Project ${project.id} is archived and read-only; unarchive it first (PATCH archived=false).`);
  }
}
