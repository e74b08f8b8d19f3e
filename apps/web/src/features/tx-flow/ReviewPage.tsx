/** The review screen every flow ends in (work in progress: being built in this session). */
export function ReviewPage() {
  return (
    <section className="page">
      <h1>Review transaction</h1>
    </section>
  )
}
