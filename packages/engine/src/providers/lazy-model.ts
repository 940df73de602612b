import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamResult,
} from '@ai-sdk/provider';

/**
 * A language model whose provider package is imported on its first call, not when the server starts.
 * The providers' SDKs (with the AI SDK they bring) hold about 10 MiB of an idle server's memory, and an
 * idle server never calls a model (docs/decisions/010-embedded-memory.md). Resolving the configuration
 * stays synchronous, so a missing key is still reported at start.
 */
export function lazyLanguageModel(
  providerName: string,
  modelId: string,
  load: () => Promise<LanguageModelV3>,
): LanguageModelV3 {
  let loaded: Promise<LanguageModelV3> | undefined;
  const model = () => {
    // A failed import (a broken install) is retried on the next call rather than cached.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    specificationVersion: 'v3',
    provider: providerName,
    modelId,
    // Asked by the AI SDK before a call, to decide which file URLs it must download itself.
    get supportedUrls() {
      return model().then((real) => real.supportedUrls);
    },
    async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
      return (await model()).doGenerate(options);
    },
    async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
      return (await model()).doStream(options);
    },
  };
}
