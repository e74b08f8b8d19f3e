import * as wire from '@concord/gateway-schema'
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger'
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'

// Route parameters and query strings stay inline: @fastify/swagger lists their members as OpenAPI parameters.
const INLINE = /(Params|Query)$/
const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/

/** Every schema @concord/gateway-schema exports, under its export name, so the document refers to it by that name. */
function wireRegistry() {
  const registry = z.registry<{ id: string }>()
  for (const [name, value] of Object.entries(wire)) {
    if (value instanceof z.ZodType && !INLINE.test(name) && !registry.has(value)) registry.add(value, { id: name })
  }
  return registry
}

/** The names of the components `value` refers to with `$ref`, at any depth. */
function referencedComponents(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedComponents(item, into)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const name = key === '$ref' && typeof child === 'string' ? COMPONENT_REF.exec(child)?.[1] : undefined
      if (name !== undefined) into.add(name)
      else referencedComponents(child, into)
    }
  }
  return into
}

/** Drops the components nothing refers to (each registered schema comes in an input and an output variant). */
function withUsedComponents(document: ReturnType<SwaggerTransformObject>): ReturnType<SwaggerTransformObject> {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } }
  const schemas = components?.schemas ?? {}
  const used = referencedComponents(rest, new Set())
  for (const name of used) referencedComponents(schemas[name], used)
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)))
  return { ...rest, components: { ...components, schemas: kept } } as ReturnType<SwaggerTransformObject>
}

/** The @fastify/swagger transforms: each route's zod schemas as JSON schemas, the shared ones as named components. */
export function openApiTransforms(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  const schemaRegistry = wireRegistry()
  const toObject = createJsonSchemaTransformObject({ schemaRegistry })
  return {
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => withUsedComponents(toObject(document)),
  }
}
