/**
 * The part of jStat (https://github.com/jstat/jstat, MIT) this project
 * uses: Student's t quantile and distribution function, the beta quantile,
 * the regularised incomplete beta function and ln Γ. jStat ships no type declarations.
 */
declare module 'jstat' {
  /** jStat's namespace object (CommonJS default export). */
  const jStat: {
    studentt: {
      /** Quantile of Student's t with `dof` degrees of freedom at probability `p` (0 < p < 1). */
      inv(p: number, dof: number): number
      /** P(T ≤ x) for Student's t with `dof` degrees of freedom. */
      cdf(x: number, dof: number): number
    }
    beta: {
      /** Quantile of the beta distribution with shapes `a`, `b` (> 0) at probability `p`. */
      inv(p: number, a: number, b: number): number
    }
    /** The regularised incomplete beta function I_x(a, b) for 0 ≤ x ≤ 1 and shapes `a`, `b` > 0. */
    ibeta(x: number, a: number, b: number): number
    /** ln Γ(x) for x > 0. */
    gammaln(x: number): number
  }
  export default jStat
}
