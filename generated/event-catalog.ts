// DO NOT EDIT: generated from the TypeSpec contract in spec/ by `npm run generate` (scripts/generate.ts).
// The event catalog of GET /v1/event-types, from the webhooks section of generated/openapi.json.

import type { components } from '../sdk/src/generated/openapi-types.ts';

export const eventCatalog: components['schemas']['EventTypeInfo'][] = [
  {
    "type": "project.created",
    "description": "A project was created.",
    "level": "workspace",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/ProjectEventData",
      "$defs": {
        "ProjectEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "project": {
              "allOf": [
                {
                  "$ref": "#/$defs/Project"
                }
              ],
              "description": "The project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `project.created`, `project.updated`, `project.archived`, `project.deleted`: the project as it is after the change (before the deletion)."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Project": {
          "type": "object",
          "required": [
            "id",
            "workspace_id",
            "name",
            "description",
            "color",
            "visibility",
            "archived",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Identifier, prefix `proj_`."
            },
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "Owning workspace."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "color": {
              "allOf": [
                {
                  "$ref": "#/$defs/HexColor"
                }
              ],
              "description": "Colour; default `#6B7280`."
            },
            "visibility": {
              "allOf": [
                {
                  "$ref": "#/$defs/Visibility"
                }
              ],
              "description": "Visibility; default `private`."
            },
            "archived": {
              "type": "boolean",
              "description": "Archived projects are read-only and their automations are paused. `false` at creation."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A project: belongs to one workspace and holds tasks, automations and settings."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "HexColor": {
          "type": "string",
          "pattern": "^#[0-9A-Fa-f]{6}$",
          "description": "A 6-digit hex colour with a leading `#`, e.g. `#6B7280`."
        },
        "Visibility": {
          "type": "string",
          "enum": [
            "private",
            "shared"
          ],
          "description": "Who can see a project: `private`, only owners, admins and members added to the project; `shared`, every workspace member."
        }
      }
    }
  },
  {
    "type": "project.updated",
    "description": "A project's details changed.",
    "level": "project",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/ProjectEventData",
      "$defs": {
        "ProjectEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "project": {
              "allOf": [
                {
                  "$ref": "#/$defs/Project"
                }
              ],
              "description": "The project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `project.created`, `project.updated`, `project.archived`, `project.deleted`: the project as it is after the change (before the deletion)."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Project": {
          "type": "object",
          "required": [
            "id",
            "workspace_id",
            "name",
            "description",
            "color",
            "visibility",
            "archived",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Identifier, prefix `proj_`."
            },
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "Owning workspace."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "color": {
              "allOf": [
                {
                  "$ref": "#/$defs/HexColor"
                }
              ],
              "description": "Colour; default `#6B7280`."
            },
            "visibility": {
              "allOf": [
                {
                  "$ref": "#/$defs/Visibility"
                }
              ],
              "description": "Visibility; default `private`."
            },
            "archived": {
              "type": "boolean",
              "description": "Archived projects are read-only and their automations are paused. `false` at creation."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A project: belongs to one workspace and holds tasks, automations and settings."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "HexColor": {
          "type": "string",
          "pattern": "^#[0-9A-Fa-f]{6}$",
          "description": "A 6-digit hex colour with a leading `#`, e.g. `#6B7280`."
        },
        "Visibility": {
          "type": "string",
          "enum": [
            "private",
            "shared"
          ],
          "description": "Who can see a project: `private`, only owners, admins and members added to the project; `shared`, every workspace member."
        }
      }
    }
  },
  {
    "type": "project.archived",
    "description": "A project was archived.",
    "level": "project",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/ProjectEventData",
      "$defs": {
        "ProjectEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "project": {
              "allOf": [
                {
                  "$ref": "#/$defs/Project"
                }
              ],
              "description": "The project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `project.created`, `project.updated`, `project.archived`, `project.deleted`: the project as it is after the change (before the deletion)."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Project": {
          "type": "object",
          "required": [
            "id",
            "workspace_id",
            "name",
            "description",
            "color",
            "visibility",
            "archived",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Identifier, prefix `proj_`."
            },
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "Owning workspace."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "color": {
              "allOf": [
                {
                  "$ref": "#/$defs/HexColor"
                }
              ],
              "description": "Colour; default `#6B7280`."
            },
            "visibility": {
              "allOf": [
                {
                  "$ref": "#/$defs/Visibility"
                }
              ],
              "description": "Visibility; default `private`."
            },
            "archived": {
              "type": "boolean",
              "description": "Archived projects are read-only and their automations are paused. `false` at creation."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A project: belongs to one workspace and holds tasks, automations and settings."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "HexColor": {
          "type": "string",
          "pattern": "^#[0-9A-Fa-f]{6}$",
          "description": "A 6-digit hex colour with a leading `#`, e.g. `#6B7280`."
        },
        "Visibility": {
          "type": "string",
          "enum": [
            "private",
            "shared"
          ],
          "description": "Who can see a project: `private`, only owners, admins and members added to the project; `shared`, every workspace member."
        }
      }
    }
  },
  {
    "type": "project.deleted",
    "description": "A project was deleted.",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/ProjectEventData",
      "$defs": {
        "ProjectEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "project": {
              "allOf": [
                {
                  "$ref": "#/$defs/Project"
                }
              ],
              "description": "The project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `project.created`, `project.updated`, `project.archived`, `project.deleted`: the project as it is after the change (before the deletion)."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Project": {
          "type": "object",
          "required": [
            "id",
            "workspace_id",
            "name",
            "description",
            "color",
            "visibility",
            "archived",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Identifier, prefix `proj_`."
            },
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "Owning workspace."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "color": {
              "allOf": [
                {
                  "$ref": "#/$defs/HexColor"
                }
              ],
              "description": "Colour; default `#6B7280`."
            },
            "visibility": {
              "allOf": [
                {
                  "$ref": "#/$defs/Visibility"
                }
              ],
              "description": "Visibility; default `private`."
            },
            "archived": {
              "type": "boolean",
              "description": "Archived projects are read-only and their automations are paused. `false` at creation."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A project: belongs to one workspace and holds tasks, automations and settings."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "HexColor": {
          "type": "string",
          "pattern": "^#[0-9A-Fa-f]{6}$",
          "description": "A 6-digit hex colour with a leading `#`, e.g. `#6B7280`."
        },
        "Visibility": {
          "type": "string",
          "enum": [
            "private",
            "shared"
          ],
          "description": "Who can see a project: `private`, only owners, admins and members added to the project; `shared`, every workspace member."
        }
      }
    }
  },
  {
    "type": "task.created",
    "description": "A task was created. **Extension.**",
    "level": "project",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/TaskEventData",
      "$defs": {
        "TaskEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "task"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The task's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "task": {
              "allOf": [
                {
                  "$ref": "#/$defs/Task"
                }
              ],
              "description": "The task."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `task.*` events: the task after the change (before the deletion). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Task": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "status",
            "assignee_member_id",
            "created_at",
            "updated_at",
            "completed_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "Identifier, prefix `task_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "State."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The member the task is assigned to; `null` when unassigned (also after that member is removed)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            },
            "completed_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "When the task was completed; `null` while open."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A unit of work inside a project. **Extension.**"
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        }
      }
    }
  },
  {
    "type": "task.updated",
    "description": "A task changed. **Extension.**",
    "level": "project",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/TaskEventData",
      "$defs": {
        "TaskEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "task"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The task's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "task": {
              "allOf": [
                {
                  "$ref": "#/$defs/Task"
                }
              ],
              "description": "The task."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `task.*` events: the task after the change (before the deletion). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Task": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "status",
            "assignee_member_id",
            "created_at",
            "updated_at",
            "completed_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "Identifier, prefix `task_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "State."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The member the task is assigned to; `null` when unassigned (also after that member is removed)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            },
            "completed_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "When the task was completed; `null` while open."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A unit of work inside a project. **Extension.**"
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        }
      }
    }
  },
  {
    "type": "task.completed",
    "description": "A task was completed. **Extension.**",
    "level": "project",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/TaskEventData",
      "$defs": {
        "TaskEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "task"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The task's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "task": {
              "allOf": [
                {
                  "$ref": "#/$defs/Task"
                }
              ],
              "description": "The task."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `task.*` events: the task after the change (before the deletion). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Task": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "status",
            "assignee_member_id",
            "created_at",
            "updated_at",
            "completed_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "Identifier, prefix `task_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "State."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The member the task is assigned to; `null` when unassigned (also after that member is removed)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            },
            "completed_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "When the task was completed; `null` while open."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A unit of work inside a project. **Extension.**"
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        }
      }
    }
  },
  {
    "type": "task.deleted",
    "description": "A task was deleted. **Extension.**",
    "level": "project",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/TaskEventData",
      "$defs": {
        "TaskEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "task"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The task's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "task": {
              "allOf": [
                {
                  "$ref": "#/$defs/Task"
                }
              ],
              "description": "The task."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `task.*` events: the task after the change (before the deletion). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Task": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "status",
            "assignee_member_id",
            "created_at",
            "updated_at",
            "completed_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "Identifier, prefix `task_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "Description; empty when not given."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "State."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The member the task is assigned to; `null` when unassigned (also after that member is removed)."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            },
            "completed_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "When the task was completed; `null` while open."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A unit of work inside a project. **Extension.**"
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        }
      }
    }
  },
  {
    "type": "member.invited",
    "description": "An invitation was sent.",
    "level": "workspace",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/MemberInvitedEventData",
      "$defs": {
        "MemberInvitedEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "invitation"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who invited."
            },
            "invitation": {
              "allOf": [
                {
                  "$ref": "#/$defs/Invitation"
                }
              ],
              "description": "The new invitation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `member.invited`."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Invitation": {
          "type": "object",
          "required": [
            "id",
            "workspace_id",
            "email",
            "role",
            "status",
            "expires_at",
            "created_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/InvitationId"
                }
              ],
              "description": "Identifier, prefix `inv_`."
            },
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace the invitation grants access to. **Extension.**"
            },
            "email": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailAddress"
                }
              ],
              "description": "Invited address."
            },
            "role": {
              "allOf": [
                {
                  "$ref": "#/$defs/Role"
                }
              ],
              "description": "Role granted on acceptance."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/InvitationStatus"
                }
              ],
              "description": "State."
            },
            "expires_at": {
              "type": "string",
              "format": "date-time",
              "description": "Expiry: 7 days after creation."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A pending access grant to a workspace."
        },
        "InvitationId": {
          "type": "string",
          "pattern": "^inv_[0-9A-Za-z]+$",
          "description": "Invitation identifier, prefix `inv_`."
        },
        "EmailAddress": {
          "type": "string",
          "maxLength": 320,
          "format": "email",
          "description": "An e-mail address."
        },
        "Role": {
          "type": "string",
          "enum": [
            "owner",
            "admin",
            "editor",
            "viewer"
          ],
          "description": "Workspace role. `owner`: full control including billing and deletion; `admin`: manages members, projects and settings; `editor`: creates and edits projects and automations; `viewer`: read-only access to shared projects."
        },
        "InvitationStatus": {
          "type": "string",
          "enum": [
            "pending",
            "accepted",
            "expired"
          ],
          "description": "Invitation state: `pending` until accepted or expired; `expired` as soon as `expires_at` passes or when a new invitation to the same address supersedes it."
        }
      }
    }
  },
  {
    "type": "member.joined",
    "description": "An invited user accepted.",
    "level": "workspace",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/MemberEventData",
      "$defs": {
        "MemberEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "member"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it (for `member.joined`, the member)."
            },
            "member": {
              "allOf": [
                {
                  "$ref": "#/$defs/Member"
                }
              ],
              "description": "The member (for `member.removed`, as it was)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `member.joined` and `member.removed`."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Member": {
          "type": "object",
          "required": [
            "id",
            "email",
            "name",
            "role",
            "status",
            "joined_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Identifier, prefix `mem_`."
            },
            "email": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailAddress"
                }
              ],
              "description": "The member's e-mail address."
            },
            "name": {
              "type": "string",
              "description": "Full display name."
            },
            "role": {
              "allOf": [
                {
                  "$ref": "#/$defs/Role"
                }
              ],
              "description": "Role in the workspace."
            },
            "status": {
              "type": "string",
              "enum": [
                "active"
              ],
              "description": "Always `active` for listed members."
            },
            "joined_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the invitation was accepted (for the creator: when the workspace was created)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A user who has accepted an invitation to a workspace."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "EmailAddress": {
          "type": "string",
          "maxLength": 320,
          "format": "email",
          "description": "An e-mail address."
        },
        "Role": {
          "type": "string",
          "enum": [
            "owner",
            "admin",
            "editor",
            "viewer"
          ],
          "description": "Workspace role. `owner`: full control including billing and deletion; `admin`: manages members, projects and settings; `editor`: creates and edits projects and automations; `viewer`: read-only access to shared projects."
        }
      }
    }
  },
  {
    "type": "member.role_changed",
    "description": "A member's role was updated.",
    "level": "workspace",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/MemberRoleChangedEventData",
      "$defs": {
        "MemberRoleChangedEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "member",
            "previous_role"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it (for `member.joined`, the member)."
            },
            "member": {
              "allOf": [
                {
                  "$ref": "#/$defs/Member"
                }
              ],
              "description": "The member (for `member.removed`, as it was)."
            },
            "previous_role": {
              "allOf": [
                {
                  "$ref": "#/$defs/Role"
                }
              ],
              "description": "The role before the change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `member.role_changed`."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Member": {
          "type": "object",
          "required": [
            "id",
            "email",
            "name",
            "role",
            "status",
            "joined_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Identifier, prefix `mem_`."
            },
            "email": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailAddress"
                }
              ],
              "description": "The member's e-mail address."
            },
            "name": {
              "type": "string",
              "description": "Full display name."
            },
            "role": {
              "allOf": [
                {
                  "$ref": "#/$defs/Role"
                }
              ],
              "description": "Role in the workspace."
            },
            "status": {
              "type": "string",
              "enum": [
                "active"
              ],
              "description": "Always `active` for listed members."
            },
            "joined_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the invitation was accepted (for the creator: when the workspace was created)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A user who has accepted an invitation to a workspace."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "EmailAddress": {
          "type": "string",
          "maxLength": 320,
          "format": "email",
          "description": "An e-mail address."
        },
        "Role": {
          "type": "string",
          "enum": [
            "owner",
            "admin",
            "editor",
            "viewer"
          ],
          "description": "Workspace role. `owner`: full control including billing and deletion; `admin`: manages members, projects and settings; `editor`: creates and edits projects and automations; `viewer`: read-only access to shared projects."
        }
      }
    }
  },
  {
    "type": "member.removed",
    "description": "A member was removed from the workspace.",
    "level": "workspace",
    "automations": true,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/MemberEventData",
      "$defs": {
        "MemberEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "member"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it (for `member.joined`, the member)."
            },
            "member": {
              "allOf": [
                {
                  "$ref": "#/$defs/Member"
                }
              ],
              "description": "The member (for `member.removed`, as it was)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `member.joined` and `member.removed`."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Member": {
          "type": "object",
          "required": [
            "id",
            "email",
            "name",
            "role",
            "status",
            "joined_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Identifier, prefix `mem_`."
            },
            "email": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailAddress"
                }
              ],
              "description": "The member's e-mail address."
            },
            "name": {
              "type": "string",
              "description": "Full display name."
            },
            "role": {
              "allOf": [
                {
                  "$ref": "#/$defs/Role"
                }
              ],
              "description": "Role in the workspace."
            },
            "status": {
              "type": "string",
              "enum": [
                "active"
              ],
              "description": "Always `active` for listed members."
            },
            "joined_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the invitation was accepted (for the creator: when the workspace was created)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A user who has accepted an invitation to a workspace."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "EmailAddress": {
          "type": "string",
          "maxLength": 320,
          "format": "email",
          "description": "An e-mail address."
        },
        "Role": {
          "type": "string",
          "enum": [
            "owner",
            "admin",
            "editor",
            "viewer"
          ],
          "description": "Workspace role. `owner`: full control including billing and deletion; `admin`: manages members, projects and settings; `editor`: creates and edits projects and automations; `viewer`: read-only access to shared projects."
        }
      }
    }
  },
  {
    "type": "automation.created",
    "description": "An automation was created.",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/AutomationEventData",
      "$defs": {
        "AutomationEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "automation"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The automation's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "automation": {
              "allOf": [
                {
                  "$ref": "#/$defs/Automation"
                }
              ],
              "description": "The automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `automation.created`, `automation.updated`, `automation.deleted`: the automation after the change (before the deletion)."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Automation": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/EventAutomation"
            },
            {
              "$ref": "#/$defs/ScheduledAutomation"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "event": "#/$defs/EventAutomation",
              "scheduled": "#/$defs/ScheduledAutomation"
            }
          },
          "description": "An automation: a rule that runs its actions in order when its trigger fires. `type` (`event` or `scheduled`) decides the shape of `trigger`."
        },
        "EventAutomation": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "type",
            "enabled",
            "trigger",
            "actions",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "Identifier, prefix `auto_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "type": {
              "type": "string",
              "enum": [
                "event"
              ],
              "description": "Always `event`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled automations do not run; their configuration and run history are kept."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventTrigger"
                }
              ],
              "description": "The event and filters that start it."
            },
            "actions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Action"
              },
              "description": "The ordered actions (1 to 20)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.**"
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.**"
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "An automation started by an event."
        },
        "AutomationId": {
          "type": "string",
          "pattern": "^auto_[0-9A-Za-z]+$",
          "description": "Automation identifier, prefix `auto_`."
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "EventTrigger": {
          "type": "object",
          "required": [
            "event"
          ],
          "properties": {
            "event": {
              "allOf": [
                {
                  "$ref": "#/$defs/TriggerEventName"
                }
              ],
              "description": "The event name that starts the automation."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "maxItems": 20,
              "description": "Conditions that must match (all of them, or any with `match: any`)."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How filters combine; default `all`. **Extension.**"
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts an `event` automation: an event, narrowed by optional filters."
        },
        "TriggerEventName": {
          "type": "string",
          "enum": [
            "task.created",
            "task.updated",
            "task.completed",
            "task.deleted",
            "member.invited",
            "member.joined",
            "member.role_changed",
            "member.removed",
            "project.created",
            "project.updated",
            "project.archived"
          ],
          "description": "Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace."
        },
        "TriggerFilter": {
          "oneOf": [
            {
              "$ref": "#/$defs/ComparisonFilter"
            },
            {
              "$ref": "#/$defs/EmptinessFilter"
            }
          ],
          "description": "A condition on the triggering event's data; `operator` decides whether it takes a `value`.",
          "discriminator": {
            "propertyName": "operator",
            "mapping": {
              "is": "#/$defs/ComparisonFilter",
              "is_not": "#/$defs/ComparisonFilter",
              "contains": "#/$defs/ComparisonFilter",
              "greater_than": "#/$defs/ComparisonFilter",
              "less_than": "#/$defs/ComparisonFilter",
              "is_empty": "#/$defs/EmptinessFilter",
              "is_not_empty": "#/$defs/EmptinessFilter"
            }
          }
        },
        "ComparisonFilter": {
          "type": "object",
          "required": [
            "field",
            "operator",
            "value"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is",
                "is_not",
                "contains",
                "greater_than",
                "less_than"
              ],
              "description": "The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element."
            },
            "value": {
              "anyOf": [
                {
                  "$ref": "#/$defs/FilterText"
                },
                {
                  "type": "number",
                  "format": "double"
                },
                {
                  "type": "boolean"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition that compares a field of the event data with a value."
        },
        "FilterField": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
          "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
        },
        "FilterText": {
          "type": "string",
          "maxLength": 1000,
          "description": "The text a filter compares with."
        },
        "EmptinessFilter": {
          "type": "object",
          "required": [
            "field",
            "operator"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is_empty",
                "is_not_empty"
              ],
              "description": "Whether the field is empty (absent, `null`, `\"\"` or `[]`) or not."
            },
            "value": {
              "type": "null",
              "description": "Takes no value; `null` is accepted and ignored."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition on whether a field of the event data is empty."
        },
        "FilterMatch": {
          "type": "string",
          "enum": [
            "all",
            "any"
          ],
          "description": "How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**"
        },
        "Action": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/SendSlackMessageAction"
            },
            {
              "$ref": "#/$defs/SendEmailAction"
            },
            {
              "$ref": "#/$defs/CreateTaskAction"
            },
            {
              "$ref": "#/$defs/UpdateTaskAction"
            },
            {
              "$ref": "#/$defs/CallWebhookAction"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "send_slack_message": "#/$defs/SendSlackMessageAction",
              "send_email": "#/$defs/SendEmailAction",
              "create_task": "#/$defs/CreateTaskAction",
              "update_task": "#/$defs/UpdateTaskAction",
              "call_webhook": "#/$defs/CallWebhookAction"
            }
          },
          "description": "One step of an automation, run in order. `config` depends on `type`."
        },
        "SendSlackMessageAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_slack_message"
              ],
              "description": "Always `send_slack_message`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/SlackMessageConfig"
                }
              ],
              "description": "Channel and message."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Posts a message to a Slack channel."
        },
        "SlackMessageConfig": {
          "type": "object",
          "required": [
            "channel",
            "message"
          ],
          "properties": {
            "channel": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "Channel id or name, e.g. `#launch` or `C024BE91L`."
            },
            "message": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 4000,
              "description": "Message text (templated), up to 4,000 characters."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`."
        },
        "TemplateText": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read."
        },
        "SendEmailAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_email"
              ],
              "description": "Always `send_email`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailConfig"
                }
              ],
              "description": "Recipient, subject and body."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Sends an e-mail."
        },
        "EmailConfig": {
          "type": "object",
          "required": [
            "to",
            "subject",
            "body"
          ],
          "properties": {
            "to": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 320,
              "description": "Recipient address (templated, e.g. `{{member.email}}`)."
            },
            "subject": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 998,
              "description": "Subject (templated)."
            },
            "body": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Plain-text body (templated)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_email`: sends through the service's mailer."
        },
        "CreateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "create_task"
              ],
              "description": "Always `create_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CreateTaskConfig"
                }
              ],
              "description": "The task to create."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Creates a task."
        },
        "CreateTaskConfig": {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "Task name (templated); rendered to at most 255 characters."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Task description (templated)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Project for the task; default the automation's project. Must be in the same workspace."
            },
            "assignee_member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Assignee; must be able to see the project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `create_task`."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "UpdateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "update_task"
              ],
              "description": "Always `update_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/UpdateTaskConfig"
                }
              ],
              "description": "The changes."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Changes a task."
        },
        "UpdateTaskConfig": {
          "type": "object",
          "properties": {
            "task_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "The task to change; default the task of the triggering event."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "New name (templated)."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "New description (templated)."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "New state."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "New assignee, or `null` to unassign."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `update_task`."
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "CallWebhookAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "call_webhook"
              ],
              "description": "Always `call_webhook`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CallWebhookConfig"
                }
              ],
              "description": "The request."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Calls an HTTPS endpoint."
        },
        "CallWebhookConfig": {
          "type": "object",
          "required": [
            "url"
          ],
          "properties": {
            "url": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^https://",
              "description": "HTTPS URL (templated)."
            },
            "method": {
              "allOf": [
                {
                  "$ref": "#/$defs/HttpMethod"
                }
              ],
              "description": "Method; default `POST`.",
              "default": "POST"
            },
            "headers": {
              "type": "object",
              "unevaluatedProperties": {
                "$ref": "#/$defs/HeaderValue"
              },
              "description": "Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value."
            },
            "body": {
              "type": "string",
              "maxLength": 10000,
              "description": "Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused."
        },
        "HttpMethod": {
          "type": "string",
          "enum": [
            "GET",
            "POST",
            "PUT",
            "PATCH",
            "DELETE"
          ],
          "description": "HTTP methods of `call_webhook`."
        },
        "HeaderValue": {
          "type": "string",
          "maxLength": 4096,
          "description": "A `call_webhook` header value (templated); write-only: read back as `********`."
        },
        "AutomationAuthor": {
          "type": "object",
          "required": [
            "member_id",
            "name"
          ],
          "properties": {
            "member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "The author's membership; it may name a member who has since left the workspace."
            },
            "name": {
              "type": "string",
              "description": "The author's name when they last saved the automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "The member an automation acts as. **Extension.**"
        },
        "ScheduledAutomation": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "type",
            "enabled",
            "trigger",
            "actions",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "Identifier, prefix `auto_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "type": {
              "type": "string",
              "enum": [
                "scheduled"
              ],
              "description": "Always `scheduled`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled automations do not run; their configuration and run history are kept."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/ScheduledTrigger"
                }
              ],
              "description": "The schedule that starts it."
            },
            "actions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Action"
              },
              "description": "The ordered actions (1 to 20)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.**"
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.**"
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "An automation started by a cron schedule."
        },
        "ScheduledTrigger": {
          "type": "object",
          "required": [
            "schedule"
          ],
          "properties": {
            "schedule": {
              "type": "string",
              "minLength": 9,
              "maxLength": 255,
              "description": "Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts a `scheduled` automation: a cron schedule."
        }
      }
    }
  },
  {
    "type": "automation.updated",
    "description": "An automation's configuration changed.",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/AutomationEventData",
      "$defs": {
        "AutomationEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "automation"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The automation's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "automation": {
              "allOf": [
                {
                  "$ref": "#/$defs/Automation"
                }
              ],
              "description": "The automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `automation.created`, `automation.updated`, `automation.deleted`: the automation after the change (before the deletion)."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Automation": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/EventAutomation"
            },
            {
              "$ref": "#/$defs/ScheduledAutomation"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "event": "#/$defs/EventAutomation",
              "scheduled": "#/$defs/ScheduledAutomation"
            }
          },
          "description": "An automation: a rule that runs its actions in order when its trigger fires. `type` (`event` or `scheduled`) decides the shape of `trigger`."
        },
        "EventAutomation": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "type",
            "enabled",
            "trigger",
            "actions",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "Identifier, prefix `auto_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "type": {
              "type": "string",
              "enum": [
                "event"
              ],
              "description": "Always `event`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled automations do not run; their configuration and run history are kept."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventTrigger"
                }
              ],
              "description": "The event and filters that start it."
            },
            "actions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Action"
              },
              "description": "The ordered actions (1 to 20)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.**"
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.**"
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "An automation started by an event."
        },
        "AutomationId": {
          "type": "string",
          "pattern": "^auto_[0-9A-Za-z]+$",
          "description": "Automation identifier, prefix `auto_`."
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "EventTrigger": {
          "type": "object",
          "required": [
            "event"
          ],
          "properties": {
            "event": {
              "allOf": [
                {
                  "$ref": "#/$defs/TriggerEventName"
                }
              ],
              "description": "The event name that starts the automation."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "maxItems": 20,
              "description": "Conditions that must match (all of them, or any with `match: any`)."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How filters combine; default `all`. **Extension.**"
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts an `event` automation: an event, narrowed by optional filters."
        },
        "TriggerEventName": {
          "type": "string",
          "enum": [
            "task.created",
            "task.updated",
            "task.completed",
            "task.deleted",
            "member.invited",
            "member.joined",
            "member.role_changed",
            "member.removed",
            "project.created",
            "project.updated",
            "project.archived"
          ],
          "description": "Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace."
        },
        "TriggerFilter": {
          "oneOf": [
            {
              "$ref": "#/$defs/ComparisonFilter"
            },
            {
              "$ref": "#/$defs/EmptinessFilter"
            }
          ],
          "description": "A condition on the triggering event's data; `operator` decides whether it takes a `value`.",
          "discriminator": {
            "propertyName": "operator",
            "mapping": {
              "is": "#/$defs/ComparisonFilter",
              "is_not": "#/$defs/ComparisonFilter",
              "contains": "#/$defs/ComparisonFilter",
              "greater_than": "#/$defs/ComparisonFilter",
              "less_than": "#/$defs/ComparisonFilter",
              "is_empty": "#/$defs/EmptinessFilter",
              "is_not_empty": "#/$defs/EmptinessFilter"
            }
          }
        },
        "ComparisonFilter": {
          "type": "object",
          "required": [
            "field",
            "operator",
            "value"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is",
                "is_not",
                "contains",
                "greater_than",
                "less_than"
              ],
              "description": "The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element."
            },
            "value": {
              "anyOf": [
                {
                  "$ref": "#/$defs/FilterText"
                },
                {
                  "type": "number",
                  "format": "double"
                },
                {
                  "type": "boolean"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition that compares a field of the event data with a value."
        },
        "FilterField": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
          "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
        },
        "FilterText": {
          "type": "string",
          "maxLength": 1000,
          "description": "The text a filter compares with."
        },
        "EmptinessFilter": {
          "type": "object",
          "required": [
            "field",
            "operator"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is_empty",
                "is_not_empty"
              ],
              "description": "Whether the field is empty (absent, `null`, `\"\"` or `[]`) or not."
            },
            "value": {
              "type": "null",
              "description": "Takes no value; `null` is accepted and ignored."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition on whether a field of the event data is empty."
        },
        "FilterMatch": {
          "type": "string",
          "enum": [
            "all",
            "any"
          ],
          "description": "How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**"
        },
        "Action": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/SendSlackMessageAction"
            },
            {
              "$ref": "#/$defs/SendEmailAction"
            },
            {
              "$ref": "#/$defs/CreateTaskAction"
            },
            {
              "$ref": "#/$defs/UpdateTaskAction"
            },
            {
              "$ref": "#/$defs/CallWebhookAction"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "send_slack_message": "#/$defs/SendSlackMessageAction",
              "send_email": "#/$defs/SendEmailAction",
              "create_task": "#/$defs/CreateTaskAction",
              "update_task": "#/$defs/UpdateTaskAction",
              "call_webhook": "#/$defs/CallWebhookAction"
            }
          },
          "description": "One step of an automation, run in order. `config` depends on `type`."
        },
        "SendSlackMessageAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_slack_message"
              ],
              "description": "Always `send_slack_message`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/SlackMessageConfig"
                }
              ],
              "description": "Channel and message."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Posts a message to a Slack channel."
        },
        "SlackMessageConfig": {
          "type": "object",
          "required": [
            "channel",
            "message"
          ],
          "properties": {
            "channel": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "Channel id or name, e.g. `#launch` or `C024BE91L`."
            },
            "message": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 4000,
              "description": "Message text (templated), up to 4,000 characters."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`."
        },
        "TemplateText": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read."
        },
        "SendEmailAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_email"
              ],
              "description": "Always `send_email`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailConfig"
                }
              ],
              "description": "Recipient, subject and body."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Sends an e-mail."
        },
        "EmailConfig": {
          "type": "object",
          "required": [
            "to",
            "subject",
            "body"
          ],
          "properties": {
            "to": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 320,
              "description": "Recipient address (templated, e.g. `{{member.email}}`)."
            },
            "subject": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 998,
              "description": "Subject (templated)."
            },
            "body": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Plain-text body (templated)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_email`: sends through the service's mailer."
        },
        "CreateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "create_task"
              ],
              "description": "Always `create_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CreateTaskConfig"
                }
              ],
              "description": "The task to create."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Creates a task."
        },
        "CreateTaskConfig": {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "Task name (templated); rendered to at most 255 characters."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Task description (templated)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Project for the task; default the automation's project. Must be in the same workspace."
            },
            "assignee_member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Assignee; must be able to see the project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `create_task`."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "UpdateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "update_task"
              ],
              "description": "Always `update_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/UpdateTaskConfig"
                }
              ],
              "description": "The changes."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Changes a task."
        },
        "UpdateTaskConfig": {
          "type": "object",
          "properties": {
            "task_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "The task to change; default the task of the triggering event."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "New name (templated)."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "New description (templated)."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "New state."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "New assignee, or `null` to unassign."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `update_task`."
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "CallWebhookAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "call_webhook"
              ],
              "description": "Always `call_webhook`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CallWebhookConfig"
                }
              ],
              "description": "The request."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Calls an HTTPS endpoint."
        },
        "CallWebhookConfig": {
          "type": "object",
          "required": [
            "url"
          ],
          "properties": {
            "url": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^https://",
              "description": "HTTPS URL (templated)."
            },
            "method": {
              "allOf": [
                {
                  "$ref": "#/$defs/HttpMethod"
                }
              ],
              "description": "Method; default `POST`.",
              "default": "POST"
            },
            "headers": {
              "type": "object",
              "unevaluatedProperties": {
                "$ref": "#/$defs/HeaderValue"
              },
              "description": "Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value."
            },
            "body": {
              "type": "string",
              "maxLength": 10000,
              "description": "Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused."
        },
        "HttpMethod": {
          "type": "string",
          "enum": [
            "GET",
            "POST",
            "PUT",
            "PATCH",
            "DELETE"
          ],
          "description": "HTTP methods of `call_webhook`."
        },
        "HeaderValue": {
          "type": "string",
          "maxLength": 4096,
          "description": "A `call_webhook` header value (templated); write-only: read back as `********`."
        },
        "AutomationAuthor": {
          "type": "object",
          "required": [
            "member_id",
            "name"
          ],
          "properties": {
            "member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "The author's membership; it may name a member who has since left the workspace."
            },
            "name": {
              "type": "string",
              "description": "The author's name when they last saved the automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "The member an automation acts as. **Extension.**"
        },
        "ScheduledAutomation": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "type",
            "enabled",
            "trigger",
            "actions",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "Identifier, prefix `auto_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "type": {
              "type": "string",
              "enum": [
                "scheduled"
              ],
              "description": "Always `scheduled`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled automations do not run; their configuration and run history are kept."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/ScheduledTrigger"
                }
              ],
              "description": "The schedule that starts it."
            },
            "actions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Action"
              },
              "description": "The ordered actions (1 to 20)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.**"
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.**"
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "An automation started by a cron schedule."
        },
        "ScheduledTrigger": {
          "type": "object",
          "required": [
            "schedule"
          ],
          "properties": {
            "schedule": {
              "type": "string",
              "minLength": 9,
              "maxLength": 255,
              "description": "Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts a `scheduled` automation: a cron schedule."
        }
      }
    }
  },
  {
    "type": "automation.deleted",
    "description": "An automation was deleted.",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/AutomationEventData",
      "$defs": {
        "AutomationEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "automation"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The automation's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "automation": {
              "allOf": [
                {
                  "$ref": "#/$defs/Automation"
                }
              ],
              "description": "The automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `automation.created`, `automation.updated`, `automation.deleted`: the automation after the change (before the deletion)."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Automation": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/EventAutomation"
            },
            {
              "$ref": "#/$defs/ScheduledAutomation"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "event": "#/$defs/EventAutomation",
              "scheduled": "#/$defs/ScheduledAutomation"
            }
          },
          "description": "An automation: a rule that runs its actions in order when its trigger fires. `type` (`event` or `scheduled`) decides the shape of `trigger`."
        },
        "EventAutomation": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "type",
            "enabled",
            "trigger",
            "actions",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "Identifier, prefix `auto_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "type": {
              "type": "string",
              "enum": [
                "event"
              ],
              "description": "Always `event`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled automations do not run; their configuration and run history are kept."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventTrigger"
                }
              ],
              "description": "The event and filters that start it."
            },
            "actions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Action"
              },
              "description": "The ordered actions (1 to 20)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.**"
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.**"
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "An automation started by an event."
        },
        "AutomationId": {
          "type": "string",
          "pattern": "^auto_[0-9A-Za-z]+$",
          "description": "Automation identifier, prefix `auto_`."
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "EventTrigger": {
          "type": "object",
          "required": [
            "event"
          ],
          "properties": {
            "event": {
              "allOf": [
                {
                  "$ref": "#/$defs/TriggerEventName"
                }
              ],
              "description": "The event name that starts the automation."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "maxItems": 20,
              "description": "Conditions that must match (all of them, or any with `match: any`)."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How filters combine; default `all`. **Extension.**"
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts an `event` automation: an event, narrowed by optional filters."
        },
        "TriggerEventName": {
          "type": "string",
          "enum": [
            "task.created",
            "task.updated",
            "task.completed",
            "task.deleted",
            "member.invited",
            "member.joined",
            "member.role_changed",
            "member.removed",
            "project.created",
            "project.updated",
            "project.archived"
          ],
          "description": "Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace."
        },
        "TriggerFilter": {
          "oneOf": [
            {
              "$ref": "#/$defs/ComparisonFilter"
            },
            {
              "$ref": "#/$defs/EmptinessFilter"
            }
          ],
          "description": "A condition on the triggering event's data; `operator` decides whether it takes a `value`.",
          "discriminator": {
            "propertyName": "operator",
            "mapping": {
              "is": "#/$defs/ComparisonFilter",
              "is_not": "#/$defs/ComparisonFilter",
              "contains": "#/$defs/ComparisonFilter",
              "greater_than": "#/$defs/ComparisonFilter",
              "less_than": "#/$defs/ComparisonFilter",
              "is_empty": "#/$defs/EmptinessFilter",
              "is_not_empty": "#/$defs/EmptinessFilter"
            }
          }
        },
        "ComparisonFilter": {
          "type": "object",
          "required": [
            "field",
            "operator",
            "value"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is",
                "is_not",
                "contains",
                "greater_than",
                "less_than"
              ],
              "description": "The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element."
            },
            "value": {
              "anyOf": [
                {
                  "$ref": "#/$defs/FilterText"
                },
                {
                  "type": "number",
                  "format": "double"
                },
                {
                  "type": "boolean"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition that compares a field of the event data with a value."
        },
        "FilterField": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
          "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
        },
        "FilterText": {
          "type": "string",
          "maxLength": 1000,
          "description": "The text a filter compares with."
        },
        "EmptinessFilter": {
          "type": "object",
          "required": [
            "field",
            "operator"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is_empty",
                "is_not_empty"
              ],
              "description": "Whether the field is empty (absent, `null`, `\"\"` or `[]`) or not."
            },
            "value": {
              "type": "null",
              "description": "Takes no value; `null` is accepted and ignored."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition on whether a field of the event data is empty."
        },
        "FilterMatch": {
          "type": "string",
          "enum": [
            "all",
            "any"
          ],
          "description": "How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**"
        },
        "Action": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/SendSlackMessageAction"
            },
            {
              "$ref": "#/$defs/SendEmailAction"
            },
            {
              "$ref": "#/$defs/CreateTaskAction"
            },
            {
              "$ref": "#/$defs/UpdateTaskAction"
            },
            {
              "$ref": "#/$defs/CallWebhookAction"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "send_slack_message": "#/$defs/SendSlackMessageAction",
              "send_email": "#/$defs/SendEmailAction",
              "create_task": "#/$defs/CreateTaskAction",
              "update_task": "#/$defs/UpdateTaskAction",
              "call_webhook": "#/$defs/CallWebhookAction"
            }
          },
          "description": "One step of an automation, run in order. `config` depends on `type`."
        },
        "SendSlackMessageAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_slack_message"
              ],
              "description": "Always `send_slack_message`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/SlackMessageConfig"
                }
              ],
              "description": "Channel and message."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Posts a message to a Slack channel."
        },
        "SlackMessageConfig": {
          "type": "object",
          "required": [
            "channel",
            "message"
          ],
          "properties": {
            "channel": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "Channel id or name, e.g. `#launch` or `C024BE91L`."
            },
            "message": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 4000,
              "description": "Message text (templated), up to 4,000 characters."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`."
        },
        "TemplateText": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read."
        },
        "SendEmailAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_email"
              ],
              "description": "Always `send_email`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailConfig"
                }
              ],
              "description": "Recipient, subject and body."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Sends an e-mail."
        },
        "EmailConfig": {
          "type": "object",
          "required": [
            "to",
            "subject",
            "body"
          ],
          "properties": {
            "to": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 320,
              "description": "Recipient address (templated, e.g. `{{member.email}}`)."
            },
            "subject": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 998,
              "description": "Subject (templated)."
            },
            "body": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Plain-text body (templated)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_email`: sends through the service's mailer."
        },
        "CreateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "create_task"
              ],
              "description": "Always `create_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CreateTaskConfig"
                }
              ],
              "description": "The task to create."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Creates a task."
        },
        "CreateTaskConfig": {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "Task name (templated); rendered to at most 255 characters."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Task description (templated)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Project for the task; default the automation's project. Must be in the same workspace."
            },
            "assignee_member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Assignee; must be able to see the project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `create_task`."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "UpdateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "update_task"
              ],
              "description": "Always `update_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/UpdateTaskConfig"
                }
              ],
              "description": "The changes."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Changes a task."
        },
        "UpdateTaskConfig": {
          "type": "object",
          "properties": {
            "task_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "The task to change; default the task of the triggering event."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "New name (templated)."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "New description (templated)."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "New state."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "New assignee, or `null` to unassign."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `update_task`."
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "CallWebhookAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "call_webhook"
              ],
              "description": "Always `call_webhook`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CallWebhookConfig"
                }
              ],
              "description": "The request."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Calls an HTTPS endpoint."
        },
        "CallWebhookConfig": {
          "type": "object",
          "required": [
            "url"
          ],
          "properties": {
            "url": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^https://",
              "description": "HTTPS URL (templated)."
            },
            "method": {
              "allOf": [
                {
                  "$ref": "#/$defs/HttpMethod"
                }
              ],
              "description": "Method; default `POST`.",
              "default": "POST"
            },
            "headers": {
              "type": "object",
              "unevaluatedProperties": {
                "$ref": "#/$defs/HeaderValue"
              },
              "description": "Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value."
            },
            "body": {
              "type": "string",
              "maxLength": 10000,
              "description": "Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused."
        },
        "HttpMethod": {
          "type": "string",
          "enum": [
            "GET",
            "POST",
            "PUT",
            "PATCH",
            "DELETE"
          ],
          "description": "HTTP methods of `call_webhook`."
        },
        "HeaderValue": {
          "type": "string",
          "maxLength": 4096,
          "description": "A `call_webhook` header value (templated); write-only: read back as `********`."
        },
        "AutomationAuthor": {
          "type": "object",
          "required": [
            "member_id",
            "name"
          ],
          "properties": {
            "member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "The author's membership; it may name a member who has since left the workspace."
            },
            "name": {
              "type": "string",
              "description": "The author's name when they last saved the automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "The member an automation acts as. **Extension.**"
        },
        "ScheduledAutomation": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "type",
            "enabled",
            "trigger",
            "actions",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "Identifier, prefix `auto_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "type": {
              "type": "string",
              "enum": [
                "scheduled"
              ],
              "description": "Always `scheduled`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled automations do not run; their configuration and run history are kept."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/ScheduledTrigger"
                }
              ],
              "description": "The schedule that starts it."
            },
            "actions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/Action"
              },
              "description": "The ordered actions (1 to 20)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.**"
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.**"
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "An automation started by a cron schedule."
        },
        "ScheduledTrigger": {
          "type": "object",
          "required": [
            "schedule"
          ],
          "properties": {
            "schedule": {
              "type": "string",
              "minLength": 9,
              "maxLength": 255,
              "description": "Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts a `scheduled` automation: a cron schedule."
        }
      }
    }
  },
  {
    "type": "automation.run.started",
    "description": "A run began.",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/AutomationRunEventData",
      "$defs": {
        "AutomationRunEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project_id",
            "automation_id",
            "run_id",
            "status",
            "error_message"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "The automation (for a manual start, the user who started it)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The automation's project."
            },
            "automation_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "The automation."
            },
            "run_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunId"
                }
              ],
              "description": "The run."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunStatus"
                }
              ],
              "description": "The run's status: `running`, `success` or `failed`."
            },
            "error_message": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why it failed; `null` otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `automation.run.started`, `automation.run.completed`, `automation.run.failed`."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "AutomationId": {
          "type": "string",
          "pattern": "^auto_[0-9A-Za-z]+$",
          "description": "Automation identifier, prefix `auto_`."
        },
        "RunId": {
          "type": "string",
          "pattern": "^run_[0-9A-Za-z]+$",
          "description": "Run identifier, prefix `run_`: automation and workflow runs share one id space."
        },
        "RunStatus": {
          "type": "string",
          "enum": [
            "running",
            "success",
            "failed"
          ],
          "description": "Run state: `running` until every action finished (`success`) or one failed (`failed`, with `error_message`)."
        }
      }
    }
  },
  {
    "type": "automation.run.completed",
    "description": "A run finished successfully.",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/AutomationRunEventData",
      "$defs": {
        "AutomationRunEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project_id",
            "automation_id",
            "run_id",
            "status",
            "error_message"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "The automation (for a manual start, the user who started it)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The automation's project."
            },
            "automation_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "The automation."
            },
            "run_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunId"
                }
              ],
              "description": "The run."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunStatus"
                }
              ],
              "description": "The run's status: `running`, `success` or `failed`."
            },
            "error_message": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why it failed; `null` otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `automation.run.started`, `automation.run.completed`, `automation.run.failed`."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "AutomationId": {
          "type": "string",
          "pattern": "^auto_[0-9A-Za-z]+$",
          "description": "Automation identifier, prefix `auto_`."
        },
        "RunId": {
          "type": "string",
          "pattern": "^run_[0-9A-Za-z]+$",
          "description": "Run identifier, prefix `run_`: automation and workflow runs share one id space."
        },
        "RunStatus": {
          "type": "string",
          "enum": [
            "running",
            "success",
            "failed"
          ],
          "description": "Run state: `running` until every action finished (`success`) or one failed (`failed`, with `error_message`)."
        }
      }
    }
  },
  {
    "type": "automation.run.failed",
    "description": "A run hit an error and stopped.",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/AutomationRunEventData",
      "$defs": {
        "AutomationRunEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project_id",
            "automation_id",
            "run_id",
            "status",
            "error_message"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "The automation (for a manual start, the user who started it)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The automation's project."
            },
            "automation_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationId"
                }
              ],
              "description": "The automation."
            },
            "run_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunId"
                }
              ],
              "description": "The run."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunStatus"
                }
              ],
              "description": "The run's status: `running`, `success` or `failed`."
            },
            "error_message": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why it failed; `null` otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `automation.run.started`, `automation.run.completed`, `automation.run.failed`."
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "AutomationId": {
          "type": "string",
          "pattern": "^auto_[0-9A-Za-z]+$",
          "description": "Automation identifier, prefix `auto_`."
        },
        "RunId": {
          "type": "string",
          "pattern": "^run_[0-9A-Za-z]+$",
          "description": "Run identifier, prefix `run_`: automation and workflow runs share one id space."
        },
        "RunStatus": {
          "type": "string",
          "enum": [
            "running",
            "success",
            "failed"
          ],
          "description": "Run state: `running` until every action finished (`success`) or one failed (`failed`, with `error_message`)."
        }
      }
    }
  },
  {
    "type": "workflow.created",
    "description": "A workflow was created. **Extension.**",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/WorkflowEventData",
      "$defs": {
        "WorkflowEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "workflow"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The workflow's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "workflow": {
              "allOf": [
                {
                  "$ref": "#/$defs/Workflow"
                }
              ],
              "description": "The workflow."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `workflow.created`, `workflow.updated`, `workflow.deleted`: the workflow after the change (before the deletion). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Workflow": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/EventWorkflow"
            },
            {
              "$ref": "#/$defs/ScheduledWorkflow"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "event": "#/$defs/EventWorkflow",
              "scheduled": "#/$defs/ScheduledWorkflow"
            }
          },
          "description": "A workflow: a durable sequence of steps (actions, waits and conditions) started by one trigger, with the automations' triggers, filters and author rules. `type` (`event` or `scheduled`) decides the shape of `trigger`. **Extension.**"
        },
        "EventWorkflow": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "type",
            "enabled",
            "trigger",
            "steps",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "Identifier, prefix `wf_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "What the workflow is for, up to 10,000 characters; `\"\"` when none was given."
            },
            "type": {
              "type": "string",
              "enum": [
                "event"
              ],
              "description": "Always `event`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventTrigger"
                }
              ],
              "description": "The event and filters that start it, as an automation's."
            },
            "steps": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/WorkflowStep"
              },
              "description": "The ordered steps (1 to 50)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only."
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A workflow started by an event. **Extension.**"
        },
        "WorkflowId": {
          "type": "string",
          "pattern": "^wf_[0-9A-Za-z]+$",
          "description": "Workflow identifier, prefix `wf_`. **Extension.**"
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "EventTrigger": {
          "type": "object",
          "required": [
            "event"
          ],
          "properties": {
            "event": {
              "allOf": [
                {
                  "$ref": "#/$defs/TriggerEventName"
                }
              ],
              "description": "The event name that starts the automation."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "maxItems": 20,
              "description": "Conditions that must match (all of them, or any with `match: any`)."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How filters combine; default `all`. **Extension.**"
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts an `event` automation: an event, narrowed by optional filters."
        },
        "TriggerEventName": {
          "type": "string",
          "enum": [
            "task.created",
            "task.updated",
            "task.completed",
            "task.deleted",
            "member.invited",
            "member.joined",
            "member.role_changed",
            "member.removed",
            "project.created",
            "project.updated",
            "project.archived"
          ],
          "description": "Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace."
        },
        "TriggerFilter": {
          "oneOf": [
            {
              "$ref": "#/$defs/ComparisonFilter"
            },
            {
              "$ref": "#/$defs/EmptinessFilter"
            }
          ],
          "description": "A condition on the triggering event's data; `operator` decides whether it takes a `value`.",
          "discriminator": {
            "propertyName": "operator",
            "mapping": {
              "is": "#/$defs/ComparisonFilter",
              "is_not": "#/$defs/ComparisonFilter",
              "contains": "#/$defs/ComparisonFilter",
              "greater_than": "#/$defs/ComparisonFilter",
              "less_than": "#/$defs/ComparisonFilter",
              "is_empty": "#/$defs/EmptinessFilter",
              "is_not_empty": "#/$defs/EmptinessFilter"
            }
          }
        },
        "ComparisonFilter": {
          "type": "object",
          "required": [
            "field",
            "operator",
            "value"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is",
                "is_not",
                "contains",
                "greater_than",
                "less_than"
              ],
              "description": "The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element."
            },
            "value": {
              "anyOf": [
                {
                  "$ref": "#/$defs/FilterText"
                },
                {
                  "type": "number",
                  "format": "double"
                },
                {
                  "type": "boolean"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition that compares a field of the event data with a value."
        },
        "FilterField": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
          "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
        },
        "FilterText": {
          "type": "string",
          "maxLength": 1000,
          "description": "The text a filter compares with."
        },
        "EmptinessFilter": {
          "type": "object",
          "required": [
            "field",
            "operator"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is_empty",
                "is_not_empty"
              ],
              "description": "Whether the field is empty (absent, `null`, `\"\"` or `[]`) or not."
            },
            "value": {
              "type": "null",
              "description": "Takes no value; `null` is accepted and ignored."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition on whether a field of the event data is empty."
        },
        "FilterMatch": {
          "type": "string",
          "enum": [
            "all",
            "any"
          ],
          "description": "How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**"
        },
        "WorkflowStep": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/WorkflowActionStep"
            },
            {
              "$ref": "#/$defs/WorkflowWaitStep"
            },
            {
              "$ref": "#/$defs/WorkflowConditionStep"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "action": "#/$defs/WorkflowActionStep",
              "wait": "#/$defs/WorkflowWaitStep",
              "condition": "#/$defs/WorkflowConditionStep"
            }
          },
          "description": "One step of a workflow, run in order: an `action`, a `wait` or a `condition`. **Extension.**"
        },
        "WorkflowActionStep": {
          "type": "object",
          "required": [
            "type",
            "action"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "action"
              ],
              "description": "Always `action`."
            },
            "action": {
              "allOf": [
                {
                  "$ref": "#/$defs/Action"
                }
              ],
              "description": "The action, as in an automation's `actions`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Performs one of the five actions, with the automations' configs, templates and author rules. **Extension.**"
        },
        "Action": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/SendSlackMessageAction"
            },
            {
              "$ref": "#/$defs/SendEmailAction"
            },
            {
              "$ref": "#/$defs/CreateTaskAction"
            },
            {
              "$ref": "#/$defs/UpdateTaskAction"
            },
            {
              "$ref": "#/$defs/CallWebhookAction"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "send_slack_message": "#/$defs/SendSlackMessageAction",
              "send_email": "#/$defs/SendEmailAction",
              "create_task": "#/$defs/CreateTaskAction",
              "update_task": "#/$defs/UpdateTaskAction",
              "call_webhook": "#/$defs/CallWebhookAction"
            }
          },
          "description": "One step of an automation, run in order. `config` depends on `type`."
        },
        "SendSlackMessageAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_slack_message"
              ],
              "description": "Always `send_slack_message`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/SlackMessageConfig"
                }
              ],
              "description": "Channel and message."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Posts a message to a Slack channel."
        },
        "SlackMessageConfig": {
          "type": "object",
          "required": [
            "channel",
            "message"
          ],
          "properties": {
            "channel": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "Channel id or name, e.g. `#launch` or `C024BE91L`."
            },
            "message": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 4000,
              "description": "Message text (templated), up to 4,000 characters."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`."
        },
        "TemplateText": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read."
        },
        "SendEmailAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_email"
              ],
              "description": "Always `send_email`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailConfig"
                }
              ],
              "description": "Recipient, subject and body."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Sends an e-mail."
        },
        "EmailConfig": {
          "type": "object",
          "required": [
            "to",
            "subject",
            "body"
          ],
          "properties": {
            "to": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 320,
              "description": "Recipient address (templated, e.g. `{{member.email}}`)."
            },
            "subject": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 998,
              "description": "Subject (templated)."
            },
            "body": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Plain-text body (templated)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_email`: sends through the service's mailer."
        },
        "CreateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "create_task"
              ],
              "description": "Always `create_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CreateTaskConfig"
                }
              ],
              "description": "The task to create."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Creates a task."
        },
        "CreateTaskConfig": {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "Task name (templated); rendered to at most 255 characters."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Task description (templated)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Project for the task; default the automation's project. Must be in the same workspace."
            },
            "assignee_member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Assignee; must be able to see the project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `create_task`."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "UpdateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "update_task"
              ],
              "description": "Always `update_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/UpdateTaskConfig"
                }
              ],
              "description": "The changes."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Changes a task."
        },
        "UpdateTaskConfig": {
          "type": "object",
          "properties": {
            "task_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "The task to change; default the task of the triggering event."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "New name (templated)."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "New description (templated)."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "New state."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "New assignee, or `null` to unassign."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `update_task`."
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "CallWebhookAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "call_webhook"
              ],
              "description": "Always `call_webhook`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CallWebhookConfig"
                }
              ],
              "description": "The request."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Calls an HTTPS endpoint."
        },
        "CallWebhookConfig": {
          "type": "object",
          "required": [
            "url"
          ],
          "properties": {
            "url": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^https://",
              "description": "HTTPS URL (templated)."
            },
            "method": {
              "allOf": [
                {
                  "$ref": "#/$defs/HttpMethod"
                }
              ],
              "description": "Method; default `POST`.",
              "default": "POST"
            },
            "headers": {
              "type": "object",
              "unevaluatedProperties": {
                "$ref": "#/$defs/HeaderValue"
              },
              "description": "Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value."
            },
            "body": {
              "type": "string",
              "maxLength": 10000,
              "description": "Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused."
        },
        "HttpMethod": {
          "type": "string",
          "enum": [
            "GET",
            "POST",
            "PUT",
            "PATCH",
            "DELETE"
          ],
          "description": "HTTP methods of `call_webhook`."
        },
        "HeaderValue": {
          "type": "string",
          "maxLength": 4096,
          "description": "A `call_webhook` header value (templated); write-only: read back as `********`."
        },
        "WorkflowWaitStep": {
          "type": "object",
          "required": [
            "type",
            "minutes"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "wait"
              ],
              "description": "Always `wait`."
            },
            "minutes": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 43200,
              "description": "How long, in workflow minutes: 1 to 43,200 (30 days). One minute lasts the service's `WORKFLOW_MINUTE` setting, 60 s by default."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Waits before the next step. The wait is durable: it survives restarts of the service, and a waiting run holds no worker. **Extension.**"
        },
        "WorkflowConditionStep": {
          "type": "object",
          "required": [
            "type",
            "filters"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "condition"
              ],
              "description": "Always `condition`."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "minItems": 1,
              "maxItems": 20,
              "description": "Conditions on the task or project as it is now, in the trigger's filter shape (`task.status`, `project.name`, …): 1 to 20. A field the trigger's event data cannot have is refused with 422 when the workflow is saved."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How the filters combine; default `all`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Checks the trigger's filter shape against the current state, and ends the run when it is not met. Evaluated when the step is reached, not when the run started: the triggering task or project is read again (a task deleted meanwhile reads as empty fields), so `task.status is open` after a wait sees a task completed during it. A condition not met ends the run `success`, with this step `not_met` and the steps after it `skipped`. **Extension.**"
        },
        "AutomationAuthor": {
          "type": "object",
          "required": [
            "member_id",
            "name"
          ],
          "properties": {
            "member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "The author's membership; it may name a member who has since left the workspace."
            },
            "name": {
              "type": "string",
              "description": "The author's name when they last saved the automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "The member an automation acts as. **Extension.**"
        },
        "ScheduledWorkflow": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "type",
            "enabled",
            "trigger",
            "steps",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "Identifier, prefix `wf_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "What the workflow is for, up to 10,000 characters; `\"\"` when none was given."
            },
            "type": {
              "type": "string",
              "enum": [
                "scheduled"
              ],
              "description": "Always `scheduled`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/ScheduledTrigger"
                }
              ],
              "description": "The schedule that starts it, as an automation's."
            },
            "steps": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/WorkflowStep"
              },
              "description": "The ordered steps (1 to 50)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only."
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A workflow started by a cron schedule. **Extension.**"
        },
        "ScheduledTrigger": {
          "type": "object",
          "required": [
            "schedule"
          ],
          "properties": {
            "schedule": {
              "type": "string",
              "minLength": 9,
              "maxLength": 255,
              "description": "Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts a `scheduled` automation: a cron schedule."
        }
      }
    }
  },
  {
    "type": "workflow.updated",
    "description": "A workflow's configuration changed. **Extension.**",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/WorkflowEventData",
      "$defs": {
        "WorkflowEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "workflow"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The workflow's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "workflow": {
              "allOf": [
                {
                  "$ref": "#/$defs/Workflow"
                }
              ],
              "description": "The workflow."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `workflow.created`, `workflow.updated`, `workflow.deleted`: the workflow after the change (before the deletion). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Workflow": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/EventWorkflow"
            },
            {
              "$ref": "#/$defs/ScheduledWorkflow"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "event": "#/$defs/EventWorkflow",
              "scheduled": "#/$defs/ScheduledWorkflow"
            }
          },
          "description": "A workflow: a durable sequence of steps (actions, waits and conditions) started by one trigger, with the automations' triggers, filters and author rules. `type` (`event` or `scheduled`) decides the shape of `trigger`. **Extension.**"
        },
        "EventWorkflow": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "type",
            "enabled",
            "trigger",
            "steps",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "Identifier, prefix `wf_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "What the workflow is for, up to 10,000 characters; `\"\"` when none was given."
            },
            "type": {
              "type": "string",
              "enum": [
                "event"
              ],
              "description": "Always `event`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventTrigger"
                }
              ],
              "description": "The event and filters that start it, as an automation's."
            },
            "steps": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/WorkflowStep"
              },
              "description": "The ordered steps (1 to 50)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only."
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A workflow started by an event. **Extension.**"
        },
        "WorkflowId": {
          "type": "string",
          "pattern": "^wf_[0-9A-Za-z]+$",
          "description": "Workflow identifier, prefix `wf_`. **Extension.**"
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "EventTrigger": {
          "type": "object",
          "required": [
            "event"
          ],
          "properties": {
            "event": {
              "allOf": [
                {
                  "$ref": "#/$defs/TriggerEventName"
                }
              ],
              "description": "The event name that starts the automation."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "maxItems": 20,
              "description": "Conditions that must match (all of them, or any with `match: any`)."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How filters combine; default `all`. **Extension.**"
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts an `event` automation: an event, narrowed by optional filters."
        },
        "TriggerEventName": {
          "type": "string",
          "enum": [
            "task.created",
            "task.updated",
            "task.completed",
            "task.deleted",
            "member.invited",
            "member.joined",
            "member.role_changed",
            "member.removed",
            "project.created",
            "project.updated",
            "project.archived"
          ],
          "description": "Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace."
        },
        "TriggerFilter": {
          "oneOf": [
            {
              "$ref": "#/$defs/ComparisonFilter"
            },
            {
              "$ref": "#/$defs/EmptinessFilter"
            }
          ],
          "description": "A condition on the triggering event's data; `operator` decides whether it takes a `value`.",
          "discriminator": {
            "propertyName": "operator",
            "mapping": {
              "is": "#/$defs/ComparisonFilter",
              "is_not": "#/$defs/ComparisonFilter",
              "contains": "#/$defs/ComparisonFilter",
              "greater_than": "#/$defs/ComparisonFilter",
              "less_than": "#/$defs/ComparisonFilter",
              "is_empty": "#/$defs/EmptinessFilter",
              "is_not_empty": "#/$defs/EmptinessFilter"
            }
          }
        },
        "ComparisonFilter": {
          "type": "object",
          "required": [
            "field",
            "operator",
            "value"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is",
                "is_not",
                "contains",
                "greater_than",
                "less_than"
              ],
              "description": "The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element."
            },
            "value": {
              "anyOf": [
                {
                  "$ref": "#/$defs/FilterText"
                },
                {
                  "type": "number",
                  "format": "double"
                },
                {
                  "type": "boolean"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition that compares a field of the event data with a value."
        },
        "FilterField": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
          "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
        },
        "FilterText": {
          "type": "string",
          "maxLength": 1000,
          "description": "The text a filter compares with."
        },
        "EmptinessFilter": {
          "type": "object",
          "required": [
            "field",
            "operator"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is_empty",
                "is_not_empty"
              ],
              "description": "Whether the field is empty (absent, `null`, `\"\"` or `[]`) or not."
            },
            "value": {
              "type": "null",
              "description": "Takes no value; `null` is accepted and ignored."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition on whether a field of the event data is empty."
        },
        "FilterMatch": {
          "type": "string",
          "enum": [
            "all",
            "any"
          ],
          "description": "How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**"
        },
        "WorkflowStep": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/WorkflowActionStep"
            },
            {
              "$ref": "#/$defs/WorkflowWaitStep"
            },
            {
              "$ref": "#/$defs/WorkflowConditionStep"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "action": "#/$defs/WorkflowActionStep",
              "wait": "#/$defs/WorkflowWaitStep",
              "condition": "#/$defs/WorkflowConditionStep"
            }
          },
          "description": "One step of a workflow, run in order: an `action`, a `wait` or a `condition`. **Extension.**"
        },
        "WorkflowActionStep": {
          "type": "object",
          "required": [
            "type",
            "action"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "action"
              ],
              "description": "Always `action`."
            },
            "action": {
              "allOf": [
                {
                  "$ref": "#/$defs/Action"
                }
              ],
              "description": "The action, as in an automation's `actions`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Performs one of the five actions, with the automations' configs, templates and author rules. **Extension.**"
        },
        "Action": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/SendSlackMessageAction"
            },
            {
              "$ref": "#/$defs/SendEmailAction"
            },
            {
              "$ref": "#/$defs/CreateTaskAction"
            },
            {
              "$ref": "#/$defs/UpdateTaskAction"
            },
            {
              "$ref": "#/$defs/CallWebhookAction"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "send_slack_message": "#/$defs/SendSlackMessageAction",
              "send_email": "#/$defs/SendEmailAction",
              "create_task": "#/$defs/CreateTaskAction",
              "update_task": "#/$defs/UpdateTaskAction",
              "call_webhook": "#/$defs/CallWebhookAction"
            }
          },
          "description": "One step of an automation, run in order. `config` depends on `type`."
        },
        "SendSlackMessageAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_slack_message"
              ],
              "description": "Always `send_slack_message`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/SlackMessageConfig"
                }
              ],
              "description": "Channel and message."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Posts a message to a Slack channel."
        },
        "SlackMessageConfig": {
          "type": "object",
          "required": [
            "channel",
            "message"
          ],
          "properties": {
            "channel": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "Channel id or name, e.g. `#launch` or `C024BE91L`."
            },
            "message": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 4000,
              "description": "Message text (templated), up to 4,000 characters."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`."
        },
        "TemplateText": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read."
        },
        "SendEmailAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_email"
              ],
              "description": "Always `send_email`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailConfig"
                }
              ],
              "description": "Recipient, subject and body."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Sends an e-mail."
        },
        "EmailConfig": {
          "type": "object",
          "required": [
            "to",
            "subject",
            "body"
          ],
          "properties": {
            "to": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 320,
              "description": "Recipient address (templated, e.g. `{{member.email}}`)."
            },
            "subject": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 998,
              "description": "Subject (templated)."
            },
            "body": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Plain-text body (templated)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_email`: sends through the service's mailer."
        },
        "CreateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "create_task"
              ],
              "description": "Always `create_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CreateTaskConfig"
                }
              ],
              "description": "The task to create."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Creates a task."
        },
        "CreateTaskConfig": {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "Task name (templated); rendered to at most 255 characters."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Task description (templated)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Project for the task; default the automation's project. Must be in the same workspace."
            },
            "assignee_member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Assignee; must be able to see the project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `create_task`."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "UpdateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "update_task"
              ],
              "description": "Always `update_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/UpdateTaskConfig"
                }
              ],
              "description": "The changes."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Changes a task."
        },
        "UpdateTaskConfig": {
          "type": "object",
          "properties": {
            "task_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "The task to change; default the task of the triggering event."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "New name (templated)."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "New description (templated)."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "New state."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "New assignee, or `null` to unassign."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `update_task`."
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "CallWebhookAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "call_webhook"
              ],
              "description": "Always `call_webhook`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CallWebhookConfig"
                }
              ],
              "description": "The request."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Calls an HTTPS endpoint."
        },
        "CallWebhookConfig": {
          "type": "object",
          "required": [
            "url"
          ],
          "properties": {
            "url": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^https://",
              "description": "HTTPS URL (templated)."
            },
            "method": {
              "allOf": [
                {
                  "$ref": "#/$defs/HttpMethod"
                }
              ],
              "description": "Method; default `POST`.",
              "default": "POST"
            },
            "headers": {
              "type": "object",
              "unevaluatedProperties": {
                "$ref": "#/$defs/HeaderValue"
              },
              "description": "Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value."
            },
            "body": {
              "type": "string",
              "maxLength": 10000,
              "description": "Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused."
        },
        "HttpMethod": {
          "type": "string",
          "enum": [
            "GET",
            "POST",
            "PUT",
            "PATCH",
            "DELETE"
          ],
          "description": "HTTP methods of `call_webhook`."
        },
        "HeaderValue": {
          "type": "string",
          "maxLength": 4096,
          "description": "A `call_webhook` header value (templated); write-only: read back as `********`."
        },
        "WorkflowWaitStep": {
          "type": "object",
          "required": [
            "type",
            "minutes"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "wait"
              ],
              "description": "Always `wait`."
            },
            "minutes": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 43200,
              "description": "How long, in workflow minutes: 1 to 43,200 (30 days). One minute lasts the service's `WORKFLOW_MINUTE` setting, 60 s by default."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Waits before the next step. The wait is durable: it survives restarts of the service, and a waiting run holds no worker. **Extension.**"
        },
        "WorkflowConditionStep": {
          "type": "object",
          "required": [
            "type",
            "filters"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "condition"
              ],
              "description": "Always `condition`."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "minItems": 1,
              "maxItems": 20,
              "description": "Conditions on the task or project as it is now, in the trigger's filter shape (`task.status`, `project.name`, …): 1 to 20. A field the trigger's event data cannot have is refused with 422 when the workflow is saved."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How the filters combine; default `all`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Checks the trigger's filter shape against the current state, and ends the run when it is not met. Evaluated when the step is reached, not when the run started: the triggering task or project is read again (a task deleted meanwhile reads as empty fields), so `task.status is open` after a wait sees a task completed during it. A condition not met ends the run `success`, with this step `not_met` and the steps after it `skipped`. **Extension.**"
        },
        "AutomationAuthor": {
          "type": "object",
          "required": [
            "member_id",
            "name"
          ],
          "properties": {
            "member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "The author's membership; it may name a member who has since left the workspace."
            },
            "name": {
              "type": "string",
              "description": "The author's name when they last saved the automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "The member an automation acts as. **Extension.**"
        },
        "ScheduledWorkflow": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "type",
            "enabled",
            "trigger",
            "steps",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "Identifier, prefix `wf_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "What the workflow is for, up to 10,000 characters; `\"\"` when none was given."
            },
            "type": {
              "type": "string",
              "enum": [
                "scheduled"
              ],
              "description": "Always `scheduled`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/ScheduledTrigger"
                }
              ],
              "description": "The schedule that starts it, as an automation's."
            },
            "steps": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/WorkflowStep"
              },
              "description": "The ordered steps (1 to 50)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only."
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A workflow started by a cron schedule. **Extension.**"
        },
        "ScheduledTrigger": {
          "type": "object",
          "required": [
            "schedule"
          ],
          "properties": {
            "schedule": {
              "type": "string",
              "minLength": 9,
              "maxLength": 255,
              "description": "Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts a `scheduled` automation: a cron schedule."
        }
      }
    }
  },
  {
    "type": "workflow.deleted",
    "description": "A workflow was deleted. **Extension.**",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/WorkflowEventData",
      "$defs": {
        "WorkflowEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "project_id",
            "actor",
            "workflow"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The workflow's project."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Who did it."
            },
            "workflow": {
              "allOf": [
                {
                  "$ref": "#/$defs/Workflow"
                }
              ],
              "description": "The workflow."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `workflow.created`, `workflow.updated`, `workflow.deleted`: the workflow after the change (before the deletion). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Workflow": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/EventWorkflow"
            },
            {
              "$ref": "#/$defs/ScheduledWorkflow"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "event": "#/$defs/EventWorkflow",
              "scheduled": "#/$defs/ScheduledWorkflow"
            }
          },
          "description": "A workflow: a durable sequence of steps (actions, waits and conditions) started by one trigger, with the automations' triggers, filters and author rules. `type` (`event` or `scheduled`) decides the shape of `trigger`. **Extension.**"
        },
        "EventWorkflow": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "type",
            "enabled",
            "trigger",
            "steps",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "Identifier, prefix `wf_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "What the workflow is for, up to 10,000 characters; `\"\"` when none was given."
            },
            "type": {
              "type": "string",
              "enum": [
                "event"
              ],
              "description": "Always `event`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventTrigger"
                }
              ],
              "description": "The event and filters that start it, as an automation's."
            },
            "steps": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/WorkflowStep"
              },
              "description": "The ordered steps (1 to 50)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only."
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A workflow started by an event. **Extension.**"
        },
        "WorkflowId": {
          "type": "string",
          "pattern": "^wf_[0-9A-Za-z]+$",
          "description": "Workflow identifier, prefix `wf_`. **Extension.**"
        },
        "Name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "A name of 1 to 255 characters."
        },
        "EventTrigger": {
          "type": "object",
          "required": [
            "event"
          ],
          "properties": {
            "event": {
              "allOf": [
                {
                  "$ref": "#/$defs/TriggerEventName"
                }
              ],
              "description": "The event name that starts the automation."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "maxItems": 20,
              "description": "Conditions that must match (all of them, or any with `match: any`)."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How filters combine; default `all`. **Extension.**"
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts an `event` automation: an event, narrowed by optional filters."
        },
        "TriggerEventName": {
          "type": "string",
          "enum": [
            "task.created",
            "task.updated",
            "task.completed",
            "task.deleted",
            "member.invited",
            "member.joined",
            "member.role_changed",
            "member.removed",
            "project.created",
            "project.updated",
            "project.archived"
          ],
          "description": "Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace."
        },
        "TriggerFilter": {
          "oneOf": [
            {
              "$ref": "#/$defs/ComparisonFilter"
            },
            {
              "$ref": "#/$defs/EmptinessFilter"
            }
          ],
          "description": "A condition on the triggering event's data; `operator` decides whether it takes a `value`.",
          "discriminator": {
            "propertyName": "operator",
            "mapping": {
              "is": "#/$defs/ComparisonFilter",
              "is_not": "#/$defs/ComparisonFilter",
              "contains": "#/$defs/ComparisonFilter",
              "greater_than": "#/$defs/ComparisonFilter",
              "less_than": "#/$defs/ComparisonFilter",
              "is_empty": "#/$defs/EmptinessFilter",
              "is_not_empty": "#/$defs/EmptinessFilter"
            }
          }
        },
        "ComparisonFilter": {
          "type": "object",
          "required": [
            "field",
            "operator",
            "value"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is",
                "is_not",
                "contains",
                "greater_than",
                "less_than"
              ],
              "description": "The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element."
            },
            "value": {
              "anyOf": [
                {
                  "$ref": "#/$defs/FilterText"
                },
                {
                  "type": "number",
                  "format": "double"
                },
                {
                  "type": "boolean"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition that compares a field of the event data with a value."
        },
        "FilterField": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
          "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
        },
        "FilterText": {
          "type": "string",
          "maxLength": 1000,
          "description": "The text a filter compares with."
        },
        "EmptinessFilter": {
          "type": "object",
          "required": [
            "field",
            "operator"
          ],
          "properties": {
            "field": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterField"
                }
              ],
              "description": "Dotted path into the event data, e.g. `task.name` or `member.role`."
            },
            "operator": {
              "type": "string",
              "enum": [
                "is_empty",
                "is_not_empty"
              ],
              "description": "Whether the field is empty (absent, `null`, `\"\"` or `[]`) or not."
            },
            "value": {
              "type": "null",
              "description": "Takes no value; `null` is accepted and ignored."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A condition on whether a field of the event data is empty."
        },
        "FilterMatch": {
          "type": "string",
          "enum": [
            "all",
            "any"
          ],
          "description": "How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**"
        },
        "WorkflowStep": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/WorkflowActionStep"
            },
            {
              "$ref": "#/$defs/WorkflowWaitStep"
            },
            {
              "$ref": "#/$defs/WorkflowConditionStep"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "action": "#/$defs/WorkflowActionStep",
              "wait": "#/$defs/WorkflowWaitStep",
              "condition": "#/$defs/WorkflowConditionStep"
            }
          },
          "description": "One step of a workflow, run in order: an `action`, a `wait` or a `condition`. **Extension.**"
        },
        "WorkflowActionStep": {
          "type": "object",
          "required": [
            "type",
            "action"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "action"
              ],
              "description": "Always `action`."
            },
            "action": {
              "allOf": [
                {
                  "$ref": "#/$defs/Action"
                }
              ],
              "description": "The action, as in an automation's `actions`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Performs one of the five actions, with the automations' configs, templates and author rules. **Extension.**"
        },
        "Action": {
          "type": "object",
          "oneOf": [
            {
              "$ref": "#/$defs/SendSlackMessageAction"
            },
            {
              "$ref": "#/$defs/SendEmailAction"
            },
            {
              "$ref": "#/$defs/CreateTaskAction"
            },
            {
              "$ref": "#/$defs/UpdateTaskAction"
            },
            {
              "$ref": "#/$defs/CallWebhookAction"
            }
          ],
          "discriminator": {
            "propertyName": "type",
            "mapping": {
              "send_slack_message": "#/$defs/SendSlackMessageAction",
              "send_email": "#/$defs/SendEmailAction",
              "create_task": "#/$defs/CreateTaskAction",
              "update_task": "#/$defs/UpdateTaskAction",
              "call_webhook": "#/$defs/CallWebhookAction"
            }
          },
          "description": "One step of an automation, run in order. `config` depends on `type`."
        },
        "SendSlackMessageAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_slack_message"
              ],
              "description": "Always `send_slack_message`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/SlackMessageConfig"
                }
              ],
              "description": "Channel and message."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Posts a message to a Slack channel."
        },
        "SlackMessageConfig": {
          "type": "object",
          "required": [
            "channel",
            "message"
          ],
          "properties": {
            "channel": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80,
              "description": "Channel id or name, e.g. `#launch` or `C024BE91L`."
            },
            "message": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 4000,
              "description": "Message text (templated), up to 4,000 characters."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`."
        },
        "TemplateText": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read."
        },
        "SendEmailAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "send_email"
              ],
              "description": "Always `send_email`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailConfig"
                }
              ],
              "description": "Recipient, subject and body."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Sends an e-mail."
        },
        "EmailConfig": {
          "type": "object",
          "required": [
            "to",
            "subject",
            "body"
          ],
          "properties": {
            "to": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 320,
              "description": "Recipient address (templated, e.g. `{{member.email}}`)."
            },
            "subject": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 998,
              "description": "Subject (templated)."
            },
            "body": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Plain-text body (templated)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `send_email`: sends through the service's mailer."
        },
        "CreateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "create_task"
              ],
              "description": "Always `create_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CreateTaskConfig"
                }
              ],
              "description": "The task to create."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Creates a task."
        },
        "CreateTaskConfig": {
          "type": "object",
          "required": [
            "name"
          ],
          "properties": {
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "Task name (templated); rendered to at most 255 characters."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "Task description (templated)."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Project for the task; default the automation's project. Must be in the same workspace."
            },
            "assignee_member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "Assignee; must be able to see the project."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `create_task`."
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "UpdateTaskAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "update_task"
              ],
              "description": "Always `update_task`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/UpdateTaskConfig"
                }
              ],
              "description": "The changes."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Changes a task."
        },
        "UpdateTaskConfig": {
          "type": "object",
          "properties": {
            "task_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskId"
                }
              ],
              "description": "The task to change; default the task of the triggering event."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "maxLength": 255,
              "description": "New name (templated)."
            },
            "description": {
              "allOf": [
                {
                  "$ref": "#/$defs/TemplateText"
                }
              ],
              "description": "New description (templated)."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/TaskStatus"
                }
              ],
              "description": "New state."
            },
            "assignee_member_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/MemberId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "New assignee, or `null` to unassign."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `update_task`."
        },
        "TaskId": {
          "type": "string",
          "pattern": "^task_[0-9A-Za-z]+$",
          "description": "Task identifier, prefix `task_`. **Extension.**"
        },
        "TaskStatus": {
          "type": "string",
          "enum": [
            "open",
            "completed"
          ],
          "description": "Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"
        },
        "CallWebhookAction": {
          "type": "object",
          "required": [
            "type",
            "config"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "call_webhook"
              ],
              "description": "Always `call_webhook`."
            },
            "config": {
              "allOf": [
                {
                  "$ref": "#/$defs/CallWebhookConfig"
                }
              ],
              "description": "The request."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Calls an HTTPS endpoint."
        },
        "CallWebhookConfig": {
          "type": "object",
          "required": [
            "url"
          ],
          "properties": {
            "url": {
              "type": "string",
              "maxLength": 2048,
              "pattern": "^https://",
              "description": "HTTPS URL (templated)."
            },
            "method": {
              "allOf": [
                {
                  "$ref": "#/$defs/HttpMethod"
                }
              ],
              "description": "Method; default `POST`.",
              "default": "POST"
            },
            "headers": {
              "type": "object",
              "unevaluatedProperties": {
                "$ref": "#/$defs/HeaderValue"
              },
              "description": "Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value."
            },
            "body": {
              "type": "string",
              "maxLength": 10000,
              "description": "Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused."
        },
        "HttpMethod": {
          "type": "string",
          "enum": [
            "GET",
            "POST",
            "PUT",
            "PATCH",
            "DELETE"
          ],
          "description": "HTTP methods of `call_webhook`."
        },
        "HeaderValue": {
          "type": "string",
          "maxLength": 4096,
          "description": "A `call_webhook` header value (templated); write-only: read back as `********`."
        },
        "WorkflowWaitStep": {
          "type": "object",
          "required": [
            "type",
            "minutes"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "wait"
              ],
              "description": "Always `wait`."
            },
            "minutes": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 43200,
              "description": "How long, in workflow minutes: 1 to 43,200 (30 days). One minute lasts the service's `WORKFLOW_MINUTE` setting, 60 s by default."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Waits before the next step. The wait is durable: it survives restarts of the service, and a waiting run holds no worker. **Extension.**"
        },
        "WorkflowConditionStep": {
          "type": "object",
          "required": [
            "type",
            "filters"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "condition"
              ],
              "description": "Always `condition`."
            },
            "filters": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/TriggerFilter"
              },
              "minItems": 1,
              "maxItems": 20,
              "description": "Conditions on the task or project as it is now, in the trigger's filter shape (`task.status`, `project.name`, …): 1 to 20. A field the trigger's event data cannot have is refused with 422 when the workflow is saved."
            },
            "match": {
              "allOf": [
                {
                  "$ref": "#/$defs/FilterMatch"
                }
              ],
              "description": "How the filters combine; default `all`."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Checks the trigger's filter shape against the current state, and ends the run when it is not met. Evaluated when the step is reached, not when the run started: the triggering task or project is read again (a task deleted meanwhile reads as empty fields), so `task.status is open` after a wait sees a task completed during it. A condition not met ends the run `success`, with this step `not_met` and the steps after it `skipped`. **Extension.**"
        },
        "AutomationAuthor": {
          "type": "object",
          "required": [
            "member_id",
            "name"
          ],
          "properties": {
            "member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "The author's membership; it may name a member who has since left the workspace."
            },
            "name": {
              "type": "string",
              "description": "The author's name when they last saved the automation."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "The member an automation acts as. **Extension.**"
        },
        "ScheduledWorkflow": {
          "type": "object",
          "required": [
            "id",
            "project_id",
            "name",
            "description",
            "type",
            "enabled",
            "trigger",
            "steps",
            "author",
            "next_run_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "Identifier, prefix `wf_`."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "Owning project."
            },
            "name": {
              "allOf": [
                {
                  "$ref": "#/$defs/Name"
                }
              ],
              "description": "Name, 1 to 255 characters."
            },
            "description": {
              "type": "string",
              "maxLength": 10000,
              "description": "What the workflow is for, up to 10,000 characters; `\"\"` when none was given."
            },
            "type": {
              "type": "string",
              "enum": [
                "scheduled"
              ],
              "description": "Always `scheduled`; cannot change after creation."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise."
            },
            "trigger": {
              "allOf": [
                {
                  "$ref": "#/$defs/ScheduledTrigger"
                }
              ],
              "description": "The schedule that starts it, as an automation's."
            },
            "steps": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/WorkflowStep"
              },
              "description": "The ordered steps (1 to 50)."
            },
            "author": {
              "allOf": [
                {
                  "$ref": "#/$defs/AutomationAuthor"
                }
              ],
              "description": "The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only."
            },
            "next_run_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A workflow started by a cron schedule. **Extension.**"
        },
        "ScheduledTrigger": {
          "type": "object",
          "required": [
            "schedule"
          ],
          "properties": {
            "schedule": {
              "type": "string",
              "minLength": 9,
              "maxLength": 255,
              "description": "Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What starts a `scheduled` automation: a cron schedule."
        }
      }
    }
  },
  {
    "type": "workflow.run.started",
    "description": "A workflow run began. **Extension.**",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/WorkflowRunEventData",
      "$defs": {
        "WorkflowRunEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project_id",
            "workflow_id",
            "run_id",
            "status",
            "error_message"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "The workflow; for a run cancelled through `POST …/runs/{run_id}/cancel`, the user who cancelled it; the system for a waiting run cancelled because its workflow was disabled or its project archived."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The workflow's project."
            },
            "workflow_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "The workflow."
            },
            "run_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunId"
                }
              ],
              "description": "The run."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowRunStatus"
                }
              ],
              "description": "The run's status: `running` for `workflow.run.started`; `success` (a condition not met included) or `cancelled` for `workflow.run.completed`; `failed` for `workflow.run.failed`."
            },
            "error_message": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why it failed or was cancelled; `null` otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `workflow.run.started`, `workflow.run.completed`, `workflow.run.failed`. **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "WorkflowId": {
          "type": "string",
          "pattern": "^wf_[0-9A-Za-z]+$",
          "description": "Workflow identifier, prefix `wf_`. **Extension.**"
        },
        "RunId": {
          "type": "string",
          "pattern": "^run_[0-9A-Za-z]+$",
          "description": "Run identifier, prefix `run_`: automation and workflow runs share one id space."
        },
        "WorkflowRunStatus": {
          "type": "string",
          "enum": [
            "running",
            "waiting",
            "success",
            "failed",
            "cancelled"
          ],
          "description": "State of a workflow run. **Extension.**"
        }
      }
    }
  },
  {
    "type": "workflow.run.completed",
    "description": "A workflow run ended `success` (a condition not met included) or `cancelled`; `data.status` tells which. **Extension.**",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/WorkflowRunEventData",
      "$defs": {
        "WorkflowRunEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project_id",
            "workflow_id",
            "run_id",
            "status",
            "error_message"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "The workflow; for a run cancelled through `POST …/runs/{run_id}/cancel`, the user who cancelled it; the system for a waiting run cancelled because its workflow was disabled or its project archived."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The workflow's project."
            },
            "workflow_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "The workflow."
            },
            "run_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunId"
                }
              ],
              "description": "The run."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowRunStatus"
                }
              ],
              "description": "The run's status: `running` for `workflow.run.started`; `success` (a condition not met included) or `cancelled` for `workflow.run.completed`; `failed` for `workflow.run.failed`."
            },
            "error_message": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why it failed or was cancelled; `null` otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `workflow.run.started`, `workflow.run.completed`, `workflow.run.failed`. **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "WorkflowId": {
          "type": "string",
          "pattern": "^wf_[0-9A-Za-z]+$",
          "description": "Workflow identifier, prefix `wf_`. **Extension.**"
        },
        "RunId": {
          "type": "string",
          "pattern": "^run_[0-9A-Za-z]+$",
          "description": "Run identifier, prefix `run_`: automation and workflow runs share one id space."
        },
        "WorkflowRunStatus": {
          "type": "string",
          "enum": [
            "running",
            "waiting",
            "success",
            "failed",
            "cancelled"
          ],
          "description": "State of a workflow run. **Extension.**"
        }
      }
    }
  },
  {
    "type": "workflow.run.failed",
    "description": "A workflow run hit an error and ended `failed`. **Extension.**",
    "level": "project",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/WorkflowRunEventData",
      "$defs": {
        "WorkflowRunEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "project_id",
            "workflow_id",
            "run_id",
            "status",
            "error_message"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "The workflow; for a run cancelled through `POST …/runs/{run_id}/cancel`, the user who cancelled it; the system for a waiting run cancelled because its workflow was disabled or its project archived."
            },
            "project_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                }
              ],
              "description": "The workflow's project."
            },
            "workflow_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowId"
                }
              ],
              "description": "The workflow."
            },
            "run_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/RunId"
                }
              ],
              "description": "The run."
            },
            "status": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkflowRunStatus"
                }
              ],
              "description": "The run's status: `running` for `workflow.run.started`; `success` (a condition not met included) or `cancelled` for `workflow.run.completed`; `failed` for `workflow.run.failed`."
            },
            "error_message": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why it failed or was cancelled; `null` otherwise."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `workflow.run.started`, `workflow.run.completed`, `workflow.run.failed`. **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "WorkflowId": {
          "type": "string",
          "pattern": "^wf_[0-9A-Za-z]+$",
          "description": "Workflow identifier, prefix `wf_`. **Extension.**"
        },
        "RunId": {
          "type": "string",
          "pattern": "^run_[0-9A-Za-z]+$",
          "description": "Run identifier, prefix `run_`: automation and workflow runs share one id space."
        },
        "WorkflowRunStatus": {
          "type": "string",
          "enum": [
            "running",
            "waiting",
            "success",
            "failed",
            "cancelled"
          ],
          "description": "State of a workflow run. **Extension.**"
        }
      }
    }
  },
  {
    "type": "billing.alert",
    "description": "The workspace's runs this month reached 80 % or 100 % of its plan's limit. **Extension.**",
    "level": "workspace",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/BillingAlertEventData",
      "$defs": {
        "BillingAlertEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "threshold_percent",
            "runs_used",
            "runs_limit",
            "plan",
            "cycle_resets_at"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Always the system."
            },
            "threshold_percent": {
              "type": "integer",
              "enum": [
                80,
                100
              ],
              "description": "The threshold reached: 80 or 100 (percent of `runs_limit`)."
            },
            "runs_used": {
              "type": "integer",
              "format": "int32",
              "description": "Runs counted this cycle when the threshold was reached."
            },
            "runs_limit": {
              "type": "integer",
              "format": "int32",
              "description": "The plan's monthly run limit."
            },
            "plan": {
              "allOf": [
                {
                  "$ref": "#/$defs/Plan"
                }
              ],
              "description": "The plan."
            },
            "cycle_resets_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the count starts again from 0 (the next calendar month, UTC)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `billing.alert`: the workspace's runs this month reached 80 % or 100 % of its plan's limit (once per threshold per cycle; never on enterprise). **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Plan": {
          "type": "string",
          "enum": [
            "free",
            "pro",
            "enterprise"
          ],
          "description": "Billing plan of a workspace. Set by the operator CLI. **Extension.**"
        }
      }
    }
  },
  {
    "type": "notification.created",
    "description": "A notification was made for a member whose `webhook` channel is on for its category. **Extension.**",
    "level": "workspace",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/NotificationCreatedEventData",
      "$defs": {
        "NotificationCreatedEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "notification",
            "recipient"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Always the system."
            },
            "notification": {
              "allOf": [
                {
                  "$ref": "#/$defs/Notification"
                }
              ],
              "description": "The notification, unread."
            },
            "recipient": {
              "allOf": [
                {
                  "$ref": "#/$defs/NotificationRecipient"
                }
              ],
              "description": "Whom it is for."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `notification.created`: recorded for a member whose preferences turn the notification's `webhook` channel on. **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Notification": {
          "type": "object",
          "required": [
            "id",
            "workspace_id",
            "project_id",
            "category",
            "title",
            "body",
            "subject",
            "read_at",
            "created_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/NotificationId"
                }
              ],
              "description": "Identifier, prefix `ntf_`."
            },
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace it belongs to."
            },
            "project_id": {
              "anyOf": [
                {
                  "$ref": "#/$defs/ProjectId"
                },
                {
                  "type": "null"
                }
              ],
              "description": "The project it is about; `null` for a workspace-level notification (members, billing, webhooks)."
            },
            "category": {
              "allOf": [
                {
                  "$ref": "#/$defs/NotificationCategory"
                }
              ],
              "description": "Its category."
            },
            "title": {
              "type": "string",
              "description": "One line, plain text."
            },
            "body": {
              "type": "string",
              "description": "Plain text."
            },
            "subject": {
              "allOf": [
                {
                  "$ref": "#/$defs/NotificationSubject"
                }
              ],
              "description": "What it is about."
            },
            "read_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "When the member marked it read; `null` while unread."
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A notification in a member's inbox. **Extension.**"
        },
        "NotificationId": {
          "type": "string",
          "pattern": "^ntf_[0-9A-Za-z]+$",
          "description": "Notification identifier, prefix `ntf_`. **Extension.**"
        },
        "ProjectId": {
          "type": "string",
          "pattern": "^proj_[0-9A-Za-z]+$",
          "description": "Project identifier, prefix `proj_`."
        },
        "NotificationCategory": {
          "type": "string",
          "enum": [
            "workflow_run_completed",
            "workflow_run_failed",
            "member_invited",
            "member_role_changed",
            "automation_triggered",
            "billing_alert",
            "webhook_disabled"
          ],
          "description": "What a notification is about, and the row of the preferences that decides how it is delivered. **Extension.**"
        },
        "NotificationSubject": {
          "type": "object",
          "required": [
            "type",
            "id"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "run",
                "member",
                "invitation",
                "workspace",
                "webhook"
              ],
              "description": "`run` (an automation or workflow run), `member`, `invitation`, `workspace` or `webhook`."
            },
            "id": {
              "type": "string",
              "description": "Its id (`run_…`, `mem_…`, `inv_…`, `ws_…`, `wh_…`)."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "What a notification is about. **Extension.**"
        },
        "NotificationRecipient": {
          "type": "object",
          "required": [
            "member_id",
            "email"
          ],
          "properties": {
            "member_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/MemberId"
                }
              ],
              "description": "The member."
            },
            "email": {
              "allOf": [
                {
                  "$ref": "#/$defs/EmailAddress"
                }
              ],
              "description": "The member's e-mail address."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Whom a `notification.created` event's notification is for. **Extension.**"
        },
        "MemberId": {
          "type": "string",
          "pattern": "^mem_[0-9A-Za-z]+$",
          "description": "Member identifier, prefix `mem_`."
        },
        "EmailAddress": {
          "type": "string",
          "maxLength": 320,
          "format": "email",
          "description": "An e-mail address."
        }
      }
    }
  },
  {
    "type": "webhook.disabled",
    "description": "The service disabled a webhook whose every delivery failed for `WEBHOOK_DISABLE_AFTER` (5 days by default); only admins and owners see it. **Extension.**",
    "level": "workspace",
    "automations": false,
    "webhooks": true,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/WebhookDisabledEventData",
      "$defs": {
        "WebhookDisabledEventData": {
          "type": "object",
          "required": [
            "workspace_id",
            "actor",
            "webhook",
            "reason"
          ],
          "properties": {
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace."
            },
            "actor": {
              "allOf": [
                {
                  "$ref": "#/$defs/EventActor"
                }
              ],
              "description": "Always the system."
            },
            "webhook": {
              "allOf": [
                {
                  "$ref": "#/$defs/Webhook"
                }
              ],
              "description": "The webhook, as it is now: `enabled: false`, with its `disabled_reason`."
            },
            "reason": {
              "type": "string",
              "description": "Why: how long every delivery failed, and the last failure."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of `webhook.disabled`: the service disabled a webhook whose every delivery failed for `WEBHOOK_DISABLE_AFTER`. **Extension.**"
        },
        "WorkspaceId": {
          "type": "string",
          "pattern": "^ws_[0-9A-Za-z]+$",
          "description": "Workspace identifier, prefix `ws_`."
        },
        "EventActor": {
          "type": "object",
          "required": [
            "type",
            "id",
            "name"
          ],
          "properties": {
            "type": {
              "type": "string",
              "enum": [
                "user",
                "automation",
                "workflow",
                "system"
              ],
              "description": "Kind of actor."
            },
            "id": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "`usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system."
            },
            "name": {
              "type": "string",
              "description": "Display name."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules)."
        },
        "Webhook": {
          "type": "object",
          "required": [
            "id",
            "workspace_id",
            "url",
            "events",
            "enabled",
            "previous_secret_expires_at",
            "disabled_reason",
            "last_success_at",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WebhookId"
                }
              ],
              "description": "Identifier, prefix `wh_`."
            },
            "workspace_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WorkspaceId"
                }
              ],
              "description": "The workspace whose events it receives. **Extension.**"
            },
            "url": {
              "allOf": [
                {
                  "$ref": "#/$defs/HttpsUrl"
                }
              ],
              "description": "HTTPS destination."
            },
            "events": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/EventType"
              },
              "description": "Subscribed event types."
            },
            "enabled": {
              "type": "boolean",
              "description": "Disabled webhooks receive no deliveries; pending retries are cancelled."
            },
            "previous_secret_expires_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "After a secret rotation, until when deliveries are signed with the previous secret as well as the new one; `null` when only one secret signs. **Extension.**"
            },
            "disabled_reason": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "null"
                }
              ],
              "description": "Why the service disabled it: every delivery failed for `WEBHOOK_DISABLE_AFTER` (5 days by default). `null` while enabled, or when a person disabled it; enabling it again with PATCH clears it. **Extension.**"
            },
            "last_success_at": {
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "null"
                }
              ],
              "description": "When a delivery last succeeded (a 2xx answer); `null` before the first. **Extension.**"
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "Creation time."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "Last change."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "A registered HTTPS destination for signed event notifications. The secret is write-only and never returned."
        },
        "WebhookId": {
          "type": "string",
          "pattern": "^wh_[0-9A-Za-z]+$",
          "description": "Webhook identifier, prefix `wh_`."
        },
        "HttpsUrl": {
          "type": "string",
          "maxLength": 2048,
          "pattern": "^https://[^\\s]+$",
          "description": "An HTTPS URL."
        },
        "EventType": {
          "type": "string",
          "enum": [
            "automation.run.started",
            "automation.run.completed",
            "automation.run.failed",
            "automation.created",
            "automation.updated",
            "automation.deleted",
            "member.invited",
            "member.joined",
            "member.role_changed",
            "member.removed",
            "project.created",
            "project.updated",
            "project.archived",
            "project.deleted",
            "task.created",
            "task.updated",
            "task.completed",
            "task.deleted",
            "workflow.created",
            "workflow.updated",
            "workflow.deleted",
            "workflow.run.started",
            "workflow.run.completed",
            "workflow.run.failed",
            "billing.alert",
            "notification.created",
            "webhook.disabled"
          ],
          "description": "Event types a webhook can subscribe to: the seed's 14 plus `task.*`, `workflow.*`, `billing.alert`, `notification.created` and `webhook.disabled` (**Extension**)."
        }
      }
    }
  },
  {
    "type": "ping",
    "description": "The signed test ping sent when a webhook is registered or its URL changes; answer 2xx within 5 seconds.",
    "level": "workspace",
    "automations": false,
    "webhooks": false,
    "data_schema": {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$ref": "#/$defs/PingEventData",
      "$defs": {
        "PingEventData": {
          "type": "object",
          "required": [
            "webhook_id"
          ],
          "properties": {
            "webhook_id": {
              "allOf": [
                {
                  "$ref": "#/$defs/WebhookId"
                }
              ],
              "description": "The webhook being registered or changed."
            }
          },
          "unevaluatedProperties": {
            "not": {}
          },
          "description": "`data` of the registration `ping`."
        },
        "WebhookId": {
          "type": "string",
          "pattern": "^wh_[0-9A-Za-z]+$",
          "description": "Webhook identifier, prefix `wh_`."
        }
      }
    }
  }
];
