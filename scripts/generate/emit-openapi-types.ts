/**
 * generated/openapi-types.ts (and the SDK's identical copy): openapi-typescript's `paths`,
 * `components` and `operations` types, from the 3.1 document (3.0 with sealed schemas types worse).
 */
import openapiTS, { astToString } from "openapi-typescript";
import type { OpenAPI3 } from "openapi-typescript";
import { blockCommentHeader } from "./code-text.ts";
import type { GeneratedFile } from "./code-text.ts";
import type { OpenApiDocument } from "./openapi-document.ts";

export async function emitOpenApiTypes(document: OpenApiDocument): Promise<GeneratedFile[]> {
  const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3, {
    // Its default (true) makes every property that has a default *required*, request bodies included
    // (`timezone?: … = "UTC"` would become mandatory for SDK callers). Optional means optional.
    defaultNonNullable: false,
    silent: true,
  });
  const content =
    blockCommentHeader(["Types of the OpenAPI 3.1 document, by openapi-typescript."]) + "\n" + astToString(ast);
  return [
    { path: "generated/openapi-types.ts", content },
    // The SDK package is published on its own, so it carries its own copy instead of importing ../generated.
    { path: "sdk/src/generated/openapi-types.ts", content },
  ];
}
