/**
 * A contract value as part of a message id, which takes no underscores (the catalogues' id
 * shape): "not_passed" → "not-passed", typed, so a missing text does not compile.
 */
export type IdPart<S extends string> = S extends `${infer A}_${infer B}` ? `${A}-${IdPart<B>}` : S;

export const idPart = <S extends string>(value: S) => value.replace(/_/g, "-") as IdPart<S>;
