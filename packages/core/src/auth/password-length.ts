/** The shortest and the longest password accepted (its own module: the contracts import it). */
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;
