#!/usr/bin/env python3
"""Opens the dashboard in headless Chromium (Selenium + chromedriver) and reports what rendered.

Usage: browser-check.py SITE_DIR SCENARIO_PAGE SCREENSHOT.png
Prints one JSON line: counts of rendered charts, budget lines, change-point marks, hover titles, the
index's scenario rows and sparklines, the console errors, and the screenshot path. The caller asserts.
"""
import json, os, sys
from selenium.webdriver.common.by import By
from chromium import driver, severe


def count(browser, css):
    return len(browser.find_elements(By.CSS_SELECTOR, css))


def main(site, page, screenshot):
    browser = driver()
    try:
        browser.get("file://" + os.path.join(os.path.abspath(site), "index.html"))
        index = {"rows": count(browser, "#scenarios tbody tr"), "sparklines": count(browser, "svg.sparkline polyline"),
                 "title": browser.title, "errors": severe(browser)}
        browser.find_element(By.CSS_SELECTOR, "a[href='%s']" % page).click()
        charts = browser.find_elements(By.CSS_SELECTOR, "svg.chart")
        rendered = [c for c in charts if c.size["width"] > 100 and c.size["height"] > 100 and c.is_displayed()]
        budget = browser.find_elements(By.CSS_SELECTOR, "svg.chart line.budget-line")
        marks = browser.find_elements(By.CSS_SELECTOR, "svg.chart line.change-point")
        result = {
            "index": index,
            "url": browser.current_url,
            "charts": len(charts), "rendered_charts": len(rendered),
            "budget_lines": len(budget), "change_points": len(marks),
            "regression_marks": count(browser, "svg.chart line.change-point.regression"),
            "bands": count(browser, "svg.chart polygon.spread-band"),
            "points": count(browser, "svg.chart circle.point"),
            "point_titles": browser.execute_script(
                "return Array.from(document.querySelectorAll('svg.chart circle.point title')).filter(t => t.textContent.includes('commit')).length"),
            "mark_titles": [m.find_element(By.TAG_NAME, "title").get_attribute("textContent") for m in marks],
            "budget_stroke": budget[0].value_of_css_property("stroke") if budget else None,
            "errors": severe(browser),
        }
        browser.save_screenshot(screenshot)
        result["screenshot"] = screenshot
        print(json.dumps(result))
    finally:
        browser.quit()


if __name__ == "__main__":
    main(*sys.argv[1:4])
